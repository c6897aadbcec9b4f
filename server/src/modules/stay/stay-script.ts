/**
 * The stay page's one script (served at STAY_SCRIPT_PATH, cached by its content's hash): it shows
 * the three forms (hidden without JavaScript) and hides the sentences saying they need it, shows Form C's fields for a foreign nationality, and
 * sends each form to its /api/stay/:token endpoint, writing the server's sentence by each field.
 * Plain ES2017, no library: the page reads and pays without it.
 */
import { createHash } from 'node:crypto';

export const STAY_SCRIPT = `(function(){
var box=document.getElementById('details');if(!box)return;
var token=box.dataset.token,lang=box.dataset.lang,base='/api/stay/'+encodeURIComponent(token);
function status(form,text,ok){var s=form.querySelector('.status');s.textContent=text;s.className='status '+(ok?'ok':'err');}
function clear(form){form.querySelectorAll('.err').forEach(function(e){e.textContent='';});}
function send(form,path,body,json,done){
  clear(form);var btn=form.querySelector('button');btn.disabled=true;
  fetch(base+path+'?lang='+lang,{method:'POST',body:json?JSON.stringify(body):body,headers:json?{'Content-Type':'application/json'}:{}})
  .then(function(r){return r.json().then(function(b){return{ok:r.ok,b:b};});})
  .then(function(x){btn.disabled=false;
    if(x.ok){done();return;}
    var errs=x.b.errors||{},first=null;
    Object.keys(errs).forEach(function(k){var e=form.querySelector('[data-for="'+k+'"]');if(e){e.textContent=errs[k];first=first||form.querySelector('[name="'+k+'"]');}});
    status(form,Object.keys(errs).length?box.dataset.error:(x.b.message||box.dataset.error),false);if(first)first.focus();})
  .catch(function(){btn.disabled=false;status(form,box.dataset.offline,false);});
}
var guest=document.getElementById('guest'),paid=document.getElementById('paid'),data=document.getElementById('data');
[guest,paid,data].forEach(function(f){if(f)f.hidden=false;});
document.querySelectorAll('.js-off').forEach(function(e){e.hidden=true;});
var nat=guest.querySelector('[name=nationality]'),formc=document.getElementById('formc');
function toggle(){formc.hidden=!nat.value||nat.value==='IN';}
nat.addEventListener('change',toggle);toggle();
guest.addEventListener('submit',function(ev){ev.preventDefault();var fd=new FormData(guest);
  var file=fd.get('idPhoto');if(!file||!file.size)fd.delete('idPhoto');
  if(formc.hidden)formc.querySelectorAll('[name]').forEach(function(i){fd.delete(i.name);});
  send(guest,'/guests',fd,false,function(){var n=guest.querySelector('[name=name]').value;guest.reset();toggle();status(guest,box.dataset.sent+' ('+n+')',true);});});
if(paid)paid.addEventListener('submit',function(ev){ev.preventDefault();
  send(paid,'/paid',{reference:paid.reference.value},true,function(){location.reload();});});
data.addEventListener('submit',function(ev){ev.preventDefault();var fd=new FormData(data);var body={type:fd.get('type')};if(fd.get('message'))body.message=fd.get('message');
  send(data,'/data-request',body,true,function(){data.reset();status(data,box.dataset.requestSent,true);});});
})();`;

/** Where the script is served: its content hash in the name, so it may be cached for good. */
export const STAY_SCRIPT_PATH = `/stay-assets/stay.${createHash('sha256').update(STAY_SCRIPT).digest('hex').slice(0, 10)}.js`;
