// GENERATED FILE – do not edit by hand: npm run mocks:validators (from openapi.yaml)
/* eslint-disable */
import { fullFormats } from "ajv-formats/dist/formats.js";
const ucs2length = (text) => [...text].length;
export const v0 = validate1;
const schema1 = {"type":"object","required":["customerName","productID","quantity","unitPrice","totalPrice","orderDate","deliveryDate","deliveryTime","phoneNumber","address"],"properties":{"cardMessage":{"type":"string","nullable":true,"maxLength":2000,"x-proposed":true},"board":{"oneOf":[{"$ref":"#/components/schemas/BoardOrderInput"},{"type":"object","nullable":true,"enum":[null]}],"x-proposed":true},"orderID":{"type":"integer","format":"int32","default":0},"customerName":{"type":"string","minLength":1},"productID":{"type":"integer","format":"int32"},"quantity":{"type":"integer","format":"int32","minimum":1,"maximum":20},"unitPrice":{"type":"integer","format":"int64","minimum":0},"totalPrice":{"type":"integer","format":"int64","minimum":0},"specialMessage":{"type":"string","nullable":true},"orderDate":{"type":"string","format":"date-time"},"deliveryDate":{"anyOf":[{"type":"string","format":"date-time"},{"type":"string","format":"date"}]},"deliveryTime":{"$ref":"#/components/schemas/DeliveryTimeLabel"},"phoneNumber":{"type":"string","minLength":1},"address":{"type":"string","minLength":1},"flowerProduct":{"$ref":"#/components/schemas/OrderInputProduct"},"orderStatuses":{"type":"array","items":{"$ref":"#/components/schemas/OrderInputStatus"}},"payments":{"type":"array","items":{"$ref":"#/components/schemas/OrderInputPayment"}},"deliveryInfos":{"type":"array","items":{"$ref":"#/components/schemas/OrderInputDeliveryInfo"}},"fulfilment":{"$ref":"#/components/schemas/Fulfilment"},"deliveryZoneId":{"$ref":"#/components/schemas/DeliveryZoneId"},"deliveryFee":{"type":"integer","format":"int64","minimum":0,"x-proposed":true},"provinsi":{"type":"string","maxLength":100,"x-proposed":true},"kotaKabupaten":{"type":"string","maxLength":100,"x-proposed":true},"kecamatan":{"type":"string","maxLength":100,"x-proposed":true},"kelurahan":{"type":"string","maxLength":100,"x-proposed":true},"kodePos":{"type":"string","pattern":"^[0-9]{5}$","x-proposed":true},"detail":{"type":"string","maxLength":500,"x-proposed":true},"patokan":{"type":"string","maxLength":200,"x-proposed":true}}};
const schema7 = {"type":"string","enum":["Pagi (08:00 - 12:00)","Siang (12:00 - 17:00)","Sore (17:00 - 20:00)","Kapan Saja"]};
const schema11 = {"type":"object","properties":{"statusID":{"type":"integer","format":"int32"},"orderID":{"type":"integer","format":"int32"},"status":{"type":"string"},"confirmationDate":{"type":"string","format":"date-time"},"customerOrder":{"type":"string","nullable":true}}};
const schema12 = {"type":"object","properties":{"paymentID":{"type":"integer","format":"int32"},"orderID":{"type":"integer","format":"int32"},"paymentAmount":{"type":"integer","format":"int64"},"paymentStatus":{"type":"string"},"paymentDate":{"type":"string","format":"date-time"},"customerOrder":{"type":"string","nullable":true}}};
const schema13 = {"type":"object","properties":{"deliveryID":{"type":"integer","format":"int32"},"orderID":{"type":"integer","format":"int32"},"deliveryDate":{"anyOf":[{"type":"string","format":"date-time"},{"type":"string","format":"date"}]},"deliveryTime":{"type":"string"},"recipientName":{"type":"string"},"recipientPhone":{"type":"string"},"deliveryAddress":{"type":"string"},"customerOrder":{"type":"string","nullable":true}}};
const schema14 = {"type":"string","x-proposed":true,"enum":["delivery","pickup"]};
const schema15 = {"type":"string","x-proposed":true,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","maxLength":40};
const func0 = ucs2length;
const schema2 = {"type":"object","x-proposed":true,"required":["occasion","lines","style","symbol"],"properties":{"occasion":{"$ref":"#/components/schemas/MessageOccasion"},"religion":{"$ref":"#/components/schemas/Religion"},"lines":{"$ref":"#/components/schemas/BoardLines"},"style":{"$ref":"#/components/schemas/BoardStyle"},"symbol":{"type":"string","pattern":"^[a-z_]+$"},"eventAt":{"type":"string","format":"date-time"},"venue":{"type":"string","maxLength":200}}};
const schema3 = {"type":"string","x-proposed":true,"enum":["duka","pernikahan","pembukaan","ulang_tahun","wisuda","selamat","lebaran","imlek","natal","hari_ibu","valentine"]};
const schema4 = {"type":"string","x-proposed":true,"enum":["islam","kristen","katolik","hindu","buddha","konghucu","umum"]};
const schema5 = {"type":"object","x-proposed":true,"required":["headline","recipient","sender"],"properties":{"headline":{"type":"string","maxLength":200},"recipient":{"type":"string","maxLength":200},"sender":{"type":"string","maxLength":200},"extra":{"type":"string","maxLength":200}}};
const schema6 = {"type":"string","x-proposed":true,"enum":["gabus","printing"]};
const pattern0 = new RegExp("^[a-z_]+$", "u");
const formats0 = fullFormats["date-time"];

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.occasion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "occasion"},message:"must have required property '"+"occasion"+"'",schema:schema2.required,parentSchema:schema2,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lines === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lines"},message:"must have required property '"+"lines"+"'",schema:schema2.required,parentSchema:schema2,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.style === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "style"},message:"must have required property '"+"style"+"'",schema:schema2.required,parentSchema:schema2,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.symbol === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "symbol"},message:"must have required property '"+"symbol"+"'",schema:schema2.required,parentSchema:schema2,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.occasion !== undefined){
let data0 = data.occasion;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/occasion",schemaPath:"#/components/schemas/MessageOccasion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema3.type,parentSchema:schema3,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((((((((((data0 === "duka") || (data0 === "pernikahan")) || (data0 === "pembukaan")) || (data0 === "ulang_tahun")) || (data0 === "wisuda")) || (data0 === "selamat")) || (data0 === "lebaran")) || (data0 === "imlek")) || (data0 === "natal")) || (data0 === "hari_ibu")) || (data0 === "valentine"))){
const err5 = {instancePath:instancePath+"/occasion",schemaPath:"#/components/schemas/MessageOccasion/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values",schema:schema3.enum,parentSchema:schema3,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.religion !== undefined){
let data1 = data.religion;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/religion",schemaPath:"#/components/schemas/Religion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema4.type,parentSchema:schema4,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((((data1 === "islam") || (data1 === "kristen")) || (data1 === "katolik")) || (data1 === "hindu")) || (data1 === "buddha")) || (data1 === "konghucu")) || (data1 === "umum"))){
const err7 = {instancePath:instancePath+"/religion",schemaPath:"#/components/schemas/Religion/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values",schema:schema4.enum,parentSchema:schema4,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.lines !== undefined){
let data2 = data.lines;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.headline === undefined){
const err8 = {instancePath:instancePath+"/lines",schemaPath:"#/components/schemas/BoardLines/required",keyword:"required",params:{missingProperty: "headline"},message:"must have required property '"+"headline"+"'",schema:schema5.required,parentSchema:schema5,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.recipient === undefined){
const err9 = {instancePath:instancePath+"/lines",schemaPath:"#/components/schemas/BoardLines/required",keyword:"required",params:{missingProperty: "recipient"},message:"must have required property '"+"recipient"+"'",schema:schema5.required,parentSchema:schema5,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.sender === undefined){
const err10 = {instancePath:instancePath+"/lines",schemaPath:"#/components/schemas/BoardLines/required",keyword:"required",params:{missingProperty: "sender"},message:"must have required property '"+"sender"+"'",schema:schema5.required,parentSchema:schema5,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.headline !== undefined){
let data3 = data2.headline;
if(typeof data3 === "string"){
if(func0(data3) > 200){
const err11 = {instancePath:instancePath+"/lines/headline",schemaPath:"#/components/schemas/BoardLines/properties/headline/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema5.properties.headline,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/lines/headline",schemaPath:"#/components/schemas/BoardLines/properties/headline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.headline.type,parentSchema:schema5.properties.headline,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.recipient !== undefined){
let data4 = data2.recipient;
if(typeof data4 === "string"){
if(func0(data4) > 200){
const err13 = {instancePath:instancePath+"/lines/recipient",schemaPath:"#/components/schemas/BoardLines/properties/recipient/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema5.properties.recipient,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/lines/recipient",schemaPath:"#/components/schemas/BoardLines/properties/recipient/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.recipient.type,parentSchema:schema5.properties.recipient,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.sender !== undefined){
let data5 = data2.sender;
if(typeof data5 === "string"){
if(func0(data5) > 200){
const err15 = {instancePath:instancePath+"/lines/sender",schemaPath:"#/components/schemas/BoardLines/properties/sender/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema5.properties.sender,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/lines/sender",schemaPath:"#/components/schemas/BoardLines/properties/sender/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.sender.type,parentSchema:schema5.properties.sender,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.extra !== undefined){
let data6 = data2.extra;
if(typeof data6 === "string"){
if(func0(data6) > 200){
const err17 = {instancePath:instancePath+"/lines/extra",schemaPath:"#/components/schemas/BoardLines/properties/extra/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema5.properties.extra,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/lines/extra",schemaPath:"#/components/schemas/BoardLines/properties/extra/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.extra.type,parentSchema:schema5.properties.extra,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/lines",schemaPath:"#/components/schemas/BoardLines/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema5.type,parentSchema:schema5,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.style !== undefined){
let data7 = data.style;
if(typeof data7 !== "string"){
const err20 = {instancePath:instancePath+"/style",schemaPath:"#/components/schemas/BoardStyle/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema6.type,parentSchema:schema6,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!((data7 === "gabus") || (data7 === "printing"))){
const err21 = {instancePath:instancePath+"/style",schemaPath:"#/components/schemas/BoardStyle/enum",keyword:"enum",params:{allowedValues: schema6.enum},message:"must be equal to one of the allowed values",schema:schema6.enum,parentSchema:schema6,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.symbol !== undefined){
let data8 = data.symbol;
if(typeof data8 === "string"){
if(!pattern0.test(data8)){
const err22 = {instancePath:instancePath+"/symbol",schemaPath:"#/properties/symbol/pattern",keyword:"pattern",params:{pattern: "^[a-z_]+$"},message:"must match pattern \""+"^[a-z_]+$"+"\"",schema:"^[a-z_]+$",parentSchema:schema2.properties.symbol,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/symbol",schemaPath:"#/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema2.properties.symbol.type,parentSchema:schema2.properties.symbol,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.eventAt !== undefined){
let data9 = data.eventAt;
if(typeof data9 === "string"){
if(!(formats0.validate(data9))){
const err24 = {instancePath:instancePath+"/eventAt",schemaPath:"#/properties/eventAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema2.properties.eventAt,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/eventAt",schemaPath:"#/properties/eventAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema2.properties.eventAt.type,parentSchema:schema2.properties.eventAt,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.venue !== undefined){
let data10 = data.venue;
if(typeof data10 === "string"){
if(func0(data10) > 200){
const err26 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema2.properties.venue,data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema2.properties.venue.type,parentSchema:schema2.properties.venue,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema2.type,parentSchema:schema2,data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}

const schema8 = {"type":"object","properties":{"productID":{"type":"integer","format":"int32"},"categoryID":{"type":"integer","format":"int32"},"productName":{"type":"string"},"description":{"type":"string"},"price":{"type":"integer","format":"int64"},"rating":{"type":"number"},"imageUrl":{"type":"string"},"flowerCategory":{"$ref":"#/components/schemas/CategoryPlaceholder"},"productAttributes":{"type":"array","items":{"$ref":"#/components/schemas/OrderInputProductAttribute"}}}};
const schema9 = {"type":"object","properties":{"categoryID":{"type":"integer","format":"int32"},"categoryName":{"type":"string"},"description":{"type":"string"},"imageUrl":{"type":"string"},"priceRangeStart":{"type":"integer","format":"int64"},"priceRangeEnd":{"type":"integer","format":"int64"},"isPopular":{"type":"boolean"}}};
const schema10 = {"type":"object","properties":{"attributeID":{"type":"integer","format":"int32"},"productID":{"type":"integer","format":"int32"},"attributeName":{"type":"string"},"attributeValue":{"type":"string"},"flowerProduct":{"type":"string","nullable":true}}};
const formats2 = fullFormats.int32;
const formats8 = fullFormats.int64;

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.productID !== undefined){
let data0 = data.productID;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err0 = {instancePath:instancePath+"/productID",schemaPath:"#/properties/productID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema8.properties.productID.type,parentSchema:schema8.properties.productID,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data0 == "number"){
if(!(formats2.validate(data0))){
const err1 = {instancePath:instancePath+"/productID",schemaPath:"#/properties/productID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema8.properties.productID,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
if(data.categoryID !== undefined){
let data1 = data.categoryID;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err2 = {instancePath:instancePath+"/categoryID",schemaPath:"#/properties/categoryID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema8.properties.categoryID.type,parentSchema:schema8.properties.categoryID,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data1 == "number"){
if(!(formats2.validate(data1))){
const err3 = {instancePath:instancePath+"/categoryID",schemaPath:"#/properties/categoryID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema8.properties.categoryID,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.productName !== undefined){
let data2 = data.productName;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema8.properties.productName.type,parentSchema:schema8.properties.productName,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema8.properties.description.type,parentSchema:schema8.properties.description,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.price !== undefined){
let data4 = data.price;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err6 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema8.properties.price.type,parentSchema:schema8.properties.price,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data4 == "number"){
if(!(formats8.validate(data4))){
const err7 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema8.properties.price,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.rating !== undefined){
let data5 = data.rating;
if(!(typeof data5 == "number")){
const err8 = {instancePath:instancePath+"/rating",schemaPath:"#/properties/rating/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema8.properties.rating.type,parentSchema:schema8.properties.rating,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.imageUrl !== undefined){
let data6 = data.imageUrl;
if(typeof data6 !== "string"){
const err9 = {instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema8.properties.imageUrl.type,parentSchema:schema8.properties.imageUrl,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.flowerCategory !== undefined){
let data7 = data.flowerCategory;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.categoryID !== undefined){
let data8 = data7.categoryID;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err10 = {instancePath:instancePath+"/flowerCategory/categoryID",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/categoryID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema9.properties.categoryID.type,parentSchema:schema9.properties.categoryID,data:data8};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data8 == "number"){
if(!(formats2.validate(data8))){
const err11 = {instancePath:instancePath+"/flowerCategory/categoryID",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/categoryID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema9.properties.categoryID,data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data7.categoryName !== undefined){
let data9 = data7.categoryName;
if(typeof data9 !== "string"){
const err12 = {instancePath:instancePath+"/flowerCategory/categoryName",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/categoryName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.categoryName.type,parentSchema:schema9.properties.categoryName,data:data9};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data7.description !== undefined){
let data10 = data7.description;
if(typeof data10 !== "string"){
const err13 = {instancePath:instancePath+"/flowerCategory/description",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.description.type,parentSchema:schema9.properties.description,data:data10};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data7.imageUrl !== undefined){
let data11 = data7.imageUrl;
if(typeof data11 !== "string"){
const err14 = {instancePath:instancePath+"/flowerCategory/imageUrl",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.imageUrl.type,parentSchema:schema9.properties.imageUrl,data:data11};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data7.priceRangeStart !== undefined){
let data12 = data7.priceRangeStart;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err15 = {instancePath:instancePath+"/flowerCategory/priceRangeStart",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/priceRangeStart/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema9.properties.priceRangeStart.type,parentSchema:schema9.properties.priceRangeStart,data:data12};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data12 == "number"){
if(!(formats8.validate(data12))){
const err16 = {instancePath:instancePath+"/flowerCategory/priceRangeStart",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/priceRangeStart/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema9.properties.priceRangeStart,data:data12};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data7.priceRangeEnd !== undefined){
let data13 = data7.priceRangeEnd;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err17 = {instancePath:instancePath+"/flowerCategory/priceRangeEnd",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/priceRangeEnd/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema9.properties.priceRangeEnd.type,parentSchema:schema9.properties.priceRangeEnd,data:data13};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data13 == "number"){
if(!(formats8.validate(data13))){
const err18 = {instancePath:instancePath+"/flowerCategory/priceRangeEnd",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/priceRangeEnd/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema9.properties.priceRangeEnd,data:data13};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data7.isPopular !== undefined){
let data14 = data7.isPopular;
if(typeof data14 !== "boolean"){
const err19 = {instancePath:instancePath+"/flowerCategory/isPopular",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/isPopular/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema9.properties.isPopular.type,parentSchema:schema9.properties.isPopular,data:data14};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/flowerCategory",schemaPath:"#/components/schemas/CategoryPlaceholder/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema9.type,parentSchema:schema9,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.productAttributes !== undefined){
let data15 = data.productAttributes;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.attributeID !== undefined){
let data17 = data16.attributeID;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err21 = {instancePath:instancePath+"/productAttributes/" + i0+"/attributeID",schemaPath:"#/components/schemas/OrderInputProductAttribute/properties/attributeID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema10.properties.attributeID.type,parentSchema:schema10.properties.attributeID,data:data17};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data17 == "number"){
if(!(formats2.validate(data17))){
const err22 = {instancePath:instancePath+"/productAttributes/" + i0+"/attributeID",schemaPath:"#/components/schemas/OrderInputProductAttribute/properties/attributeID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema10.properties.attributeID,data:data17};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data16.productID !== undefined){
let data18 = data16.productID;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
const err23 = {instancePath:instancePath+"/productAttributes/" + i0+"/productID",schemaPath:"#/components/schemas/OrderInputProductAttribute/properties/productID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema10.properties.productID.type,parentSchema:schema10.properties.productID,data:data18};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data18 == "number"){
if(!(formats2.validate(data18))){
const err24 = {instancePath:instancePath+"/productAttributes/" + i0+"/productID",schemaPath:"#/components/schemas/OrderInputProductAttribute/properties/productID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema10.properties.productID,data:data18};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data16.attributeName !== undefined){
let data19 = data16.attributeName;
if(typeof data19 !== "string"){
const err25 = {instancePath:instancePath+"/productAttributes/" + i0+"/attributeName",schemaPath:"#/components/schemas/OrderInputProductAttribute/properties/attributeName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema10.properties.attributeName.type,parentSchema:schema10.properties.attributeName,data:data19};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data16.attributeValue !== undefined){
let data20 = data16.attributeValue;
if(typeof data20 !== "string"){
const err26 = {instancePath:instancePath+"/productAttributes/" + i0+"/attributeValue",schemaPath:"#/components/schemas/OrderInputProductAttribute/properties/attributeValue/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema10.properties.attributeValue.type,parentSchema:schema10.properties.attributeValue,data:data20};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data16.flowerProduct !== undefined){
let data21 = data16.flowerProduct;
if((typeof data21 !== "string") && (data21 !== null)){
const err27 = {instancePath:instancePath+"/productAttributes/" + i0+"/flowerProduct",schemaPath:"#/components/schemas/OrderInputProductAttribute/properties/flowerProduct/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema10.properties.flowerProduct.type,parentSchema:schema10.properties.flowerProduct,data:data21};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/productAttributes/" + i0,schemaPath:"#/components/schemas/OrderInputProductAttribute/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema10.type,parentSchema:schema10,data:data16};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/productAttributes",schemaPath:"#/properties/productAttributes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema8.properties.productAttributes.type,parentSchema:schema8.properties.productAttributes,data:data15};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema8.type,parentSchema:schema8,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate4.errors = vErrors;
return errors === 0;
}

const formats16 = fullFormats.date;
const pattern1 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern2 = new RegExp("^[0-9]{5}$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.customerName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "customerName"},message:"must have required property '"+"customerName"+"'",schema:schema1.required,parentSchema:schema1,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.productID === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productID"},message:"must have required property '"+"productID"+"'",schema:schema1.required,parentSchema:schema1,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.quantity === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'",schema:schema1.required,parentSchema:schema1,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.unitPrice === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unitPrice"},message:"must have required property '"+"unitPrice"+"'",schema:schema1.required,parentSchema:schema1,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.totalPrice === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalPrice"},message:"must have required property '"+"totalPrice"+"'",schema:schema1.required,parentSchema:schema1,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.orderDate === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "orderDate"},message:"must have required property '"+"orderDate"+"'",schema:schema1.required,parentSchema:schema1,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.deliveryDate === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deliveryDate"},message:"must have required property '"+"deliveryDate"+"'",schema:schema1.required,parentSchema:schema1,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.deliveryTime === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deliveryTime"},message:"must have required property '"+"deliveryTime"+"'",schema:schema1.required,parentSchema:schema1,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.phoneNumber === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phoneNumber"},message:"must have required property '"+"phoneNumber"+"'",schema:schema1.required,parentSchema:schema1,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.address === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'",schema:schema1.required,parentSchema:schema1,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.cardMessage !== undefined){
let data0 = data.cardMessage;
if((typeof data0 !== "string") && (data0 !== null)){
const err10 = {instancePath:instancePath+"/cardMessage",schemaPath:"#/properties/cardMessage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.properties.cardMessage.type,parentSchema:schema1.properties.cardMessage,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data0 === "string"){
if(func0(data0) > 2000){
const err11 = {instancePath:instancePath+"/cardMessage",schemaPath:"#/properties/cardMessage/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema1.properties.cardMessage,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.board !== undefined){
let data1 = data.board;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if(!(validate2(data1, {instancePath:instancePath+"/board",parentData:data,parentDataProperty:"board",rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs7 = errors;
if((!(data1 && typeof data1 == "object" && !Array.isArray(data1))) && (data1 !== null)){
const err12 = {instancePath:instancePath+"/board",schemaPath:"#/properties/board/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema1.properties.board.oneOf[1].type,parentSchema:schema1.properties.board.oneOf[1],data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(data1 === null)){
const err13 = {instancePath:instancePath+"/board",schemaPath:"#/properties/board/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema1.properties.board.oneOf[1].enum},message:"must be equal to one of the allowed values",schema:schema1.properties.board.oneOf[1].enum,parentSchema:schema1.properties.board.oneOf[1],data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err14 = {instancePath:instancePath+"/board",schemaPath:"#/properties/board/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema1.properties.board.oneOf,parentSchema:schema1.properties.board,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.orderID !== undefined){
let data2 = data.orderID;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err15 = {instancePath:instancePath+"/orderID",schemaPath:"#/properties/orderID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema1.properties.orderID.type,parentSchema:schema1.properties.orderID,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data2 == "number"){
if(!(formats2.validate(data2))){
const err16 = {instancePath:instancePath+"/orderID",schemaPath:"#/properties/orderID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema1.properties.orderID,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.customerName !== undefined){
let data3 = data.customerName;
if(typeof data3 === "string"){
if(func0(data3) < 1){
const err17 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema1.properties.customerName,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.properties.customerName.type,parentSchema:schema1.properties.customerName,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.productID !== undefined){
let data4 = data.productID;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err19 = {instancePath:instancePath+"/productID",schemaPath:"#/properties/productID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema1.properties.productID.type,parentSchema:schema1.properties.productID,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data4 == "number"){
if(!(formats2.validate(data4))){
const err20 = {instancePath:instancePath+"/productID",schemaPath:"#/properties/productID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema1.properties.productID,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.quantity !== undefined){
let data5 = data.quantity;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err21 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema1.properties.quantity.type,parentSchema:schema1.properties.quantity,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 20 || isNaN(data5)){
const err22 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20",schema:20,parentSchema:schema1.properties.quantity,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err23 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema1.properties.quantity,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(formats2.validate(data5))){
const err24 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema1.properties.quantity,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.unitPrice !== undefined){
let data6 = data.unitPrice;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err25 = {instancePath:instancePath+"/unitPrice",schemaPath:"#/properties/unitPrice/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema1.properties.unitPrice.type,parentSchema:schema1.properties.unitPrice,data:data6};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 < 0 || isNaN(data6)){
const err26 = {instancePath:instancePath+"/unitPrice",schemaPath:"#/properties/unitPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema1.properties.unitPrice,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(formats8.validate(data6))){
const err27 = {instancePath:instancePath+"/unitPrice",schemaPath:"#/properties/unitPrice/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema1.properties.unitPrice,data:data6};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data.totalPrice !== undefined){
let data7 = data.totalPrice;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err28 = {instancePath:instancePath+"/totalPrice",schemaPath:"#/properties/totalPrice/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema1.properties.totalPrice.type,parentSchema:schema1.properties.totalPrice,data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 < 0 || isNaN(data7)){
const err29 = {instancePath:instancePath+"/totalPrice",schemaPath:"#/properties/totalPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema1.properties.totalPrice,data:data7};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(formats8.validate(data7))){
const err30 = {instancePath:instancePath+"/totalPrice",schemaPath:"#/properties/totalPrice/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema1.properties.totalPrice,data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.specialMessage !== undefined){
let data8 = data.specialMessage;
if((typeof data8 !== "string") && (data8 !== null)){
const err31 = {instancePath:instancePath+"/specialMessage",schemaPath:"#/properties/specialMessage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.properties.specialMessage.type,parentSchema:schema1.properties.specialMessage,data:data8};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.orderDate !== undefined){
let data9 = data.orderDate;
if(typeof data9 === "string"){
if(!(formats0.validate(data9))){
const err32 = {instancePath:instancePath+"/orderDate",schemaPath:"#/properties/orderDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema1.properties.orderDate,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/orderDate",schemaPath:"#/properties/orderDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.properties.orderDate.type,parentSchema:schema1.properties.orderDate,data:data9};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.deliveryDate !== undefined){
let data10 = data.deliveryDate;
const _errs28 = errors;
let valid2 = false;
const _errs29 = errors;
if(typeof data10 === "string"){
if(!(formats0.validate(data10))){
const err34 = {instancePath:instancePath+"/deliveryDate",schemaPath:"#/properties/deliveryDate/anyOf/0/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema1.properties.deliveryDate.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/deliveryDate",schemaPath:"#/properties/deliveryDate/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.properties.deliveryDate.anyOf[0].type,parentSchema:schema1.properties.deliveryDate.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid1 = _errs29 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs31 = errors;
if(typeof data10 === "string"){
if(!(formats16.validate(data10))){
const err36 = {instancePath:instancePath+"/deliveryDate",schemaPath:"#/properties/deliveryDate/anyOf/1/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema1.properties.deliveryDate.anyOf[1],data:data10};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/deliveryDate",schemaPath:"#/properties/deliveryDate/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.properties.deliveryDate.anyOf[1].type,parentSchema:schema1.properties.deliveryDate.anyOf[1],data:data10};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid1 = _errs31 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err38 = {instancePath:instancePath+"/deliveryDate",schemaPath:"#/properties/deliveryDate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema1.properties.deliveryDate.anyOf,parentSchema:schema1.properties.deliveryDate,data:data10};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
}
if(data.deliveryTime !== undefined){
let data11 = data.deliveryTime;
if(typeof data11 !== "string"){
const err39 = {instancePath:instancePath+"/deliveryTime",schemaPath:"#/components/schemas/DeliveryTimeLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema7.type,parentSchema:schema7,data:data11};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!((((data11 === "Pagi (08:00 - 12:00)") || (data11 === "Siang (12:00 - 17:00)")) || (data11 === "Sore (17:00 - 20:00)")) || (data11 === "Kapan Saja"))){
const err40 = {instancePath:instancePath+"/deliveryTime",schemaPath:"#/components/schemas/DeliveryTimeLabel/enum",keyword:"enum",params:{allowedValues: schema7.enum},message:"must be equal to one of the allowed values",schema:schema7.enum,parentSchema:schema7,data:data11};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.phoneNumber !== undefined){
let data12 = data.phoneNumber;
if(typeof data12 === "string"){
if(func0(data12) < 1){
const err41 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema1.properties.phoneNumber,data:data12};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.properties.phoneNumber.type,parentSchema:schema1.properties.phoneNumber,data:data12};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.address !== undefined){
let data13 = data.address;
if(typeof data13 === "string"){
if(func0(data13) < 1){
const err43 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema1.properties.address,data:data13};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.properties.address.type,parentSchema:schema1.properties.address,data:data13};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.flowerProduct !== undefined){
if(!(validate4(data.flowerProduct, {instancePath:instancePath+"/flowerProduct",parentData:data,parentDataProperty:"flowerProduct",rootData}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
}
if(data.orderStatuses !== undefined){
let data15 = data.orderStatuses;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.statusID !== undefined){
let data17 = data16.statusID;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err45 = {instancePath:instancePath+"/orderStatuses/" + i0+"/statusID",schemaPath:"#/components/schemas/OrderInputStatus/properties/statusID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.statusID.type,parentSchema:schema11.properties.statusID,data:data17};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(typeof data17 == "number"){
if(!(formats2.validate(data17))){
const err46 = {instancePath:instancePath+"/orderStatuses/" + i0+"/statusID",schemaPath:"#/components/schemas/OrderInputStatus/properties/statusID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema11.properties.statusID,data:data17};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
if(data16.orderID !== undefined){
let data18 = data16.orderID;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
const err47 = {instancePath:instancePath+"/orderStatuses/" + i0+"/orderID",schemaPath:"#/components/schemas/OrderInputStatus/properties/orderID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.orderID.type,parentSchema:schema11.properties.orderID,data:data18};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(typeof data18 == "number"){
if(!(formats2.validate(data18))){
const err48 = {instancePath:instancePath+"/orderStatuses/" + i0+"/orderID",schemaPath:"#/components/schemas/OrderInputStatus/properties/orderID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema11.properties.orderID,data:data18};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
if(data16.status !== undefined){
let data19 = data16.status;
if(typeof data19 !== "string"){
const err49 = {instancePath:instancePath+"/orderStatuses/" + i0+"/status",schemaPath:"#/components/schemas/OrderInputStatus/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.status.type,parentSchema:schema11.properties.status,data:data19};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data16.confirmationDate !== undefined){
let data20 = data16.confirmationDate;
if(typeof data20 === "string"){
if(!(formats0.validate(data20))){
const err50 = {instancePath:instancePath+"/orderStatuses/" + i0+"/confirmationDate",schemaPath:"#/components/schemas/OrderInputStatus/properties/confirmationDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema11.properties.confirmationDate,data:data20};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/orderStatuses/" + i0+"/confirmationDate",schemaPath:"#/components/schemas/OrderInputStatus/properties/confirmationDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.confirmationDate.type,parentSchema:schema11.properties.confirmationDate,data:data20};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data16.customerOrder !== undefined){
let data21 = data16.customerOrder;
if((typeof data21 !== "string") && (data21 !== null)){
const err52 = {instancePath:instancePath+"/orderStatuses/" + i0+"/customerOrder",schemaPath:"#/components/schemas/OrderInputStatus/properties/customerOrder/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.customerOrder.type,parentSchema:schema11.properties.customerOrder,data:data21};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/orderStatuses/" + i0,schemaPath:"#/components/schemas/OrderInputStatus/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data:data16};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/orderStatuses",schemaPath:"#/properties/orderStatuses/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema1.properties.orderStatuses.type,parentSchema:schema1.properties.orderStatuses,data:data15};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.payments !== undefined){
let data22 = data.payments;
if(Array.isArray(data22)){
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
let data23 = data22[i1];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.paymentID !== undefined){
let data24 = data23.paymentID;
if(!((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24)))){
const err55 = {instancePath:instancePath+"/payments/" + i1+"/paymentID",schemaPath:"#/components/schemas/OrderInputPayment/properties/paymentID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.paymentID.type,parentSchema:schema12.properties.paymentID,data:data24};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(typeof data24 == "number"){
if(!(formats2.validate(data24))){
const err56 = {instancePath:instancePath+"/payments/" + i1+"/paymentID",schemaPath:"#/components/schemas/OrderInputPayment/properties/paymentID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema12.properties.paymentID,data:data24};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
if(data23.orderID !== undefined){
let data25 = data23.orderID;
if(!((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25)))){
const err57 = {instancePath:instancePath+"/payments/" + i1+"/orderID",schemaPath:"#/components/schemas/OrderInputPayment/properties/orderID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.orderID.type,parentSchema:schema12.properties.orderID,data:data25};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(typeof data25 == "number"){
if(!(formats2.validate(data25))){
const err58 = {instancePath:instancePath+"/payments/" + i1+"/orderID",schemaPath:"#/components/schemas/OrderInputPayment/properties/orderID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema12.properties.orderID,data:data25};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
if(data23.paymentAmount !== undefined){
let data26 = data23.paymentAmount;
if(!((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26)))){
const err59 = {instancePath:instancePath+"/payments/" + i1+"/paymentAmount",schemaPath:"#/components/schemas/OrderInputPayment/properties/paymentAmount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.paymentAmount.type,parentSchema:schema12.properties.paymentAmount,data:data26};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(typeof data26 == "number"){
if(!(formats8.validate(data26))){
const err60 = {instancePath:instancePath+"/payments/" + i1+"/paymentAmount",schemaPath:"#/components/schemas/OrderInputPayment/properties/paymentAmount/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema12.properties.paymentAmount,data:data26};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
if(data23.paymentStatus !== undefined){
let data27 = data23.paymentStatus;
if(typeof data27 !== "string"){
const err61 = {instancePath:instancePath+"/payments/" + i1+"/paymentStatus",schemaPath:"#/components/schemas/OrderInputPayment/properties/paymentStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.paymentStatus.type,parentSchema:schema12.properties.paymentStatus,data:data27};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data23.paymentDate !== undefined){
let data28 = data23.paymentDate;
if(typeof data28 === "string"){
if(!(formats0.validate(data28))){
const err62 = {instancePath:instancePath+"/payments/" + i1+"/paymentDate",schemaPath:"#/components/schemas/OrderInputPayment/properties/paymentDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema12.properties.paymentDate,data:data28};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/payments/" + i1+"/paymentDate",schemaPath:"#/components/schemas/OrderInputPayment/properties/paymentDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.paymentDate.type,parentSchema:schema12.properties.paymentDate,data:data28};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data23.customerOrder !== undefined){
let data29 = data23.customerOrder;
if((typeof data29 !== "string") && (data29 !== null)){
const err64 = {instancePath:instancePath+"/payments/" + i1+"/customerOrder",schemaPath:"#/components/schemas/OrderInputPayment/properties/customerOrder/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.customerOrder.type,parentSchema:schema12.properties.customerOrder,data:data29};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/payments/" + i1,schemaPath:"#/components/schemas/OrderInputPayment/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data:data23};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema1.properties.payments.type,parentSchema:schema1.properties.payments,data:data22};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.deliveryInfos !== undefined){
let data30 = data.deliveryInfos;
if(Array.isArray(data30)){
const len2 = data30.length;
for(let i2=0; i2<len2; i2++){
let data31 = data30[i2];
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.deliveryID !== undefined){
let data32 = data31.deliveryID;
if(!((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32)))){
const err67 = {instancePath:instancePath+"/deliveryInfos/" + i2+"/deliveryID",schemaPath:"#/components/schemas/OrderInputDeliveryInfo/properties/deliveryID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.deliveryID.type,parentSchema:schema13.properties.deliveryID,data:data32};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(typeof data32 == "number"){
if(!(formats2.validate(data32))){
const err68 = {instancePath:instancePath+"/deliveryInfos/" + i2+"/deliveryID",schemaPath:"#/components/schemas/OrderInputDeliveryInfo/properties/deliveryID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema13.properties.deliveryID,data:data32};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
if(data31.orderID !== undefined){
let data33 = data31.orderID;
if(!((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33)))){
const err69 = {instancePath:instancePath+"/deliveryInfos/" + i2+"/orderID",schemaPath:"#/components/schemas/OrderInputDeliveryInfo/properties/orderID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.orderID.type,parentSchema:schema13.properties.orderID,data:data33};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(typeof data33 == "number"){
if(!(formats2.validate(data33))){
const err70 = {instancePath:instancePath+"/deliveryInfos/" + i2+"/orderID",schemaPath:"#/components/schemas/OrderInputDeliveryInfo/properties/orderID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema13.properties.orderID,data:data33};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
if(data31.deliveryDate !== undefined){
let data34 = data31.deliveryDate;
const _errs85 = errors;
let valid16 = false;
const _errs86 = errors;
if(typeof data34 === "string"){
if(!(formats0.validate(data34))){
const err71 = {instancePath:instancePath+"/deliveryInfos/" + i2+"/deliveryDate",schemaPath:"#/components/schemas/OrderInputDeliveryInfo/properties/deliveryDate/anyOf/0/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema13.properties.deliveryDate.anyOf[0],data:data34};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/deliveryInfos/" + i2+"/deliveryDate",schemaPath:"#/components/schemas/OrderInputDeliveryInfo/properties/deliveryDate/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.deliveryDate.anyOf[0].type,parentSchema:schema13.properties.deliveryDate.anyOf[0],data:data34};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid2 = _errs86 === errors;
valid16 = valid16 || _valid2;
if(!valid16){
const _errs88 = errors;
if(typeof data34 === "string"){
if(!(formats16.validate(data34))){
const err73 = {instancePath:instancePath+"/deliveryInfos/" + i2+"/deliveryDate",schemaPath:"#/components/schemas/OrderInputDeliveryInfo/properties/deliveryDate/anyOf/1/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema13.properties.deliveryDate.anyOf[1],data:data34};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/deliveryInfos/" + i2+"/deliveryDate",schemaPath:"#/components/schemas/OrderInputDeliveryInfo/properties/deliveryDate/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.deliveryDate.anyOf[1].type,parentSchema:schema13.properties.deliveryDate.anyOf[1],data:data34};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid2 = _errs88 === errors;
valid16 = valid16 || _valid2;
}
if(!valid16){
const err75 = {instancePath:instancePath+"/deliveryInfos/" + i2+"/deliveryDate",schemaPath:"#/components/schemas/OrderInputDeliveryInfo/properties/deliveryDate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema13.properties.deliveryDate.anyOf,parentSchema:schema13.properties.deliveryDate,data:data34};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
else {
errors = _errs85;
if(vErrors !== null){
if(_errs85){
vErrors.length = _errs85;
}
else {
vErrors = null;
}
}
}
}
if(data31.deliveryTime !== undefined){
let data35 = data31.deliveryTime;
if(typeof data35 !== "string"){
const err76 = {instancePath:instancePath+"/deliveryInfos/" + i2+"/deliveryTime",schemaPath:"#/components/schemas/OrderInputDeliveryInfo/properties/deliveryTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.deliveryTime.type,parentSchema:schema13.properties.deliveryTime,data:data35};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data31.recipientName !== undefined){
let data36 = data31.recipientName;
if(typeof data36 !== "string"){
const err77 = {instancePath:instancePath+"/deliveryInfos/" + i2+"/recipientName",schemaPath:"#/components/schemas/OrderInputDeliveryInfo/properties/recipientName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.recipientName.type,parentSchema:schema13.properties.recipientName,data:data36};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data31.recipientPhone !== undefined){
let data37 = data31.recipientPhone;
if(typeof data37 !== "string"){
const err78 = {instancePath:instancePath+"/deliveryInfos/" + i2+"/recipientPhone",schemaPath:"#/components/schemas/OrderInputDeliveryInfo/properties/recipientPhone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.recipientPhone.type,parentSchema:schema13.properties.recipientPhone,data:data37};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data31.deliveryAddress !== undefined){
let data38 = data31.deliveryAddress;
if(typeof data38 !== "string"){
const err79 = {instancePath:instancePath+"/deliveryInfos/" + i2+"/deliveryAddress",schemaPath:"#/components/schemas/OrderInputDeliveryInfo/properties/deliveryAddress/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.deliveryAddress.type,parentSchema:schema13.properties.deliveryAddress,data:data38};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data31.customerOrder !== undefined){
let data39 = data31.customerOrder;
if((typeof data39 !== "string") && (data39 !== null)){
const err80 = {instancePath:instancePath+"/deliveryInfos/" + i2+"/customerOrder",schemaPath:"#/components/schemas/OrderInputDeliveryInfo/properties/customerOrder/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.customerOrder.type,parentSchema:schema13.properties.customerOrder,data:data39};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
else {
const err81 = {instancePath:instancePath+"/deliveryInfos/" + i2,schemaPath:"#/components/schemas/OrderInputDeliveryInfo/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data:data31};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
else {
const err82 = {instancePath:instancePath+"/deliveryInfos",schemaPath:"#/properties/deliveryInfos/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema1.properties.deliveryInfos.type,parentSchema:schema1.properties.deliveryInfos,data:data30};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data.fulfilment !== undefined){
let data40 = data.fulfilment;
if(typeof data40 !== "string"){
const err83 = {instancePath:instancePath+"/fulfilment",schemaPath:"#/components/schemas/Fulfilment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.type,parentSchema:schema14,data:data40};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(!((data40 === "delivery") || (data40 === "pickup"))){
const err84 = {instancePath:instancePath+"/fulfilment",schemaPath:"#/components/schemas/Fulfilment/enum",keyword:"enum",params:{allowedValues: schema14.enum},message:"must be equal to one of the allowed values",schema:schema14.enum,parentSchema:schema14,data:data40};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.deliveryZoneId !== undefined){
let data41 = data.deliveryZoneId;
if(typeof data41 === "string"){
if(func0(data41) > 40){
const err85 = {instancePath:instancePath+"/deliveryZoneId",schemaPath:"#/components/schemas/DeliveryZoneId/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema15,data:data41};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(!pattern1.test(data41)){
const err86 = {instancePath:instancePath+"/deliveryZoneId",schemaPath:"#/components/schemas/DeliveryZoneId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*$",parentSchema:schema15,data:data41};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/deliveryZoneId",schemaPath:"#/components/schemas/DeliveryZoneId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.type,parentSchema:schema15,data:data41};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data.deliveryFee !== undefined){
let data42 = data.deliveryFee;
if(!((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42)))){
const err88 = {instancePath:instancePath+"/deliveryFee",schemaPath:"#/properties/deliveryFee/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema1.properties.deliveryFee.type,parentSchema:schema1.properties.deliveryFee,data:data42};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(typeof data42 == "number"){
if(data42 < 0 || isNaN(data42)){
const err89 = {instancePath:instancePath+"/deliveryFee",schemaPath:"#/properties/deliveryFee/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema1.properties.deliveryFee,data:data42};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(!(formats8.validate(data42))){
const err90 = {instancePath:instancePath+"/deliveryFee",schemaPath:"#/properties/deliveryFee/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema1.properties.deliveryFee,data:data42};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
if(data.provinsi !== undefined){
let data43 = data.provinsi;
if(typeof data43 === "string"){
if(func0(data43) > 100){
const err91 = {instancePath:instancePath+"/provinsi",schemaPath:"#/properties/provinsi/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema1.properties.provinsi,data:data43};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/provinsi",schemaPath:"#/properties/provinsi/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.properties.provinsi.type,parentSchema:schema1.properties.provinsi,data:data43};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.kotaKabupaten !== undefined){
let data44 = data.kotaKabupaten;
if(typeof data44 === "string"){
if(func0(data44) > 100){
const err93 = {instancePath:instancePath+"/kotaKabupaten",schemaPath:"#/properties/kotaKabupaten/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema1.properties.kotaKabupaten,data:data44};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/kotaKabupaten",schemaPath:"#/properties/kotaKabupaten/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.properties.kotaKabupaten.type,parentSchema:schema1.properties.kotaKabupaten,data:data44};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.kecamatan !== undefined){
let data45 = data.kecamatan;
if(typeof data45 === "string"){
if(func0(data45) > 100){
const err95 = {instancePath:instancePath+"/kecamatan",schemaPath:"#/properties/kecamatan/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema1.properties.kecamatan,data:data45};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
else {
const err96 = {instancePath:instancePath+"/kecamatan",schemaPath:"#/properties/kecamatan/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.properties.kecamatan.type,parentSchema:schema1.properties.kecamatan,data:data45};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.kelurahan !== undefined){
let data46 = data.kelurahan;
if(typeof data46 === "string"){
if(func0(data46) > 100){
const err97 = {instancePath:instancePath+"/kelurahan",schemaPath:"#/properties/kelurahan/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema1.properties.kelurahan,data:data46};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/kelurahan",schemaPath:"#/properties/kelurahan/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.properties.kelurahan.type,parentSchema:schema1.properties.kelurahan,data:data46};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data.kodePos !== undefined){
let data47 = data.kodePos;
if(typeof data47 === "string"){
if(!pattern2.test(data47)){
const err99 = {instancePath:instancePath+"/kodePos",schemaPath:"#/properties/kodePos/pattern",keyword:"pattern",params:{pattern: "^[0-9]{5}$"},message:"must match pattern \""+"^[0-9]{5}$"+"\"",schema:"^[0-9]{5}$",parentSchema:schema1.properties.kodePos,data:data47};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/kodePos",schemaPath:"#/properties/kodePos/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.properties.kodePos.type,parentSchema:schema1.properties.kodePos,data:data47};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data.detail !== undefined){
let data48 = data.detail;
if(typeof data48 === "string"){
if(func0(data48) > 500){
const err101 = {instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema1.properties.detail,data:data48};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.properties.detail.type,parentSchema:schema1.properties.detail,data:data48};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data.patokan !== undefined){
let data49 = data.patokan;
if(typeof data49 === "string"){
if(func0(data49) > 200){
const err103 = {instancePath:instancePath+"/patokan",schemaPath:"#/properties/patokan/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema1.properties.patokan,data:data49};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
else {
const err104 = {instancePath:instancePath+"/patokan",schemaPath:"#/properties/patokan/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.properties.patokan.type,parentSchema:schema1.properties.patokan,data:data49};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
else {
const err105 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema1.type,parentSchema:schema1,data};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}

export const v1 = validate6;
const schema16 = {"type":"object","required":["orderID","customerName","phoneNumber","address","quantity","unitPrice","totalPrice","deliveryDate","deliveryTime"],"properties":{"orderID":{"type":"integer","format":"int32"},"customerName":{"type":"string","minLength":1},"phoneNumber":{"type":"string","minLength":1},"address":{"type":"string","minLength":1},"specialMessage":{"type":"string","nullable":true},"quantity":{"type":"integer","format":"int32","minimum":1,"maximum":20},"unitPrice":{"type":"integer","format":"int64","minimum":0},"totalPrice":{"type":"integer","format":"int64","minimum":0},"deliveryDate":{"anyOf":[{"type":"string","format":"date-time"},{"type":"string","format":"date"}]},"deliveryTime":{"$ref":"#/components/schemas/DeliveryTimeLabel"}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.orderID === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "orderID"},message:"must have required property '"+"orderID"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.customerName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "customerName"},message:"must have required property '"+"customerName"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.phoneNumber === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phoneNumber"},message:"must have required property '"+"phoneNumber"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.address === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.quantity === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.unitPrice === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unitPrice"},message:"must have required property '"+"unitPrice"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.totalPrice === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalPrice"},message:"must have required property '"+"totalPrice"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.deliveryDate === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deliveryDate"},message:"must have required property '"+"deliveryDate"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.deliveryTime === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deliveryTime"},message:"must have required property '"+"deliveryTime"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.orderID !== undefined){
let data0 = data.orderID;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err9 = {instancePath:instancePath+"/orderID",schemaPath:"#/properties/orderID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema16.properties.orderID.type,parentSchema:schema16.properties.orderID,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data0 == "number"){
if(!(formats2.validate(data0))){
const err10 = {instancePath:instancePath+"/orderID",schemaPath:"#/properties/orderID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema16.properties.orderID,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.customerName !== undefined){
let data1 = data.customerName;
if(typeof data1 === "string"){
if(func0(data1) < 1){
const err11 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.properties.customerName,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.customerName.type,parentSchema:schema16.properties.customerName,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.phoneNumber !== undefined){
let data2 = data.phoneNumber;
if(typeof data2 === "string"){
if(func0(data2) < 1){
const err13 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.properties.phoneNumber,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.phoneNumber.type,parentSchema:schema16.properties.phoneNumber,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.address !== undefined){
let data3 = data.address;
if(typeof data3 === "string"){
if(func0(data3) < 1){
const err15 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.properties.address,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.address.type,parentSchema:schema16.properties.address,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.specialMessage !== undefined){
let data4 = data.specialMessage;
if((typeof data4 !== "string") && (data4 !== null)){
const err17 = {instancePath:instancePath+"/specialMessage",schemaPath:"#/properties/specialMessage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.specialMessage.type,parentSchema:schema16.properties.specialMessage,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.quantity !== undefined){
let data5 = data.quantity;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err18 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema16.properties.quantity.type,parentSchema:schema16.properties.quantity,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 20 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20",schema:20,parentSchema:schema16.properties.quantity,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema16.properties.quantity,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(formats2.validate(data5))){
const err21 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema16.properties.quantity,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.unitPrice !== undefined){
let data6 = data.unitPrice;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err22 = {instancePath:instancePath+"/unitPrice",schemaPath:"#/properties/unitPrice/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema16.properties.unitPrice.type,parentSchema:schema16.properties.unitPrice,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 < 0 || isNaN(data6)){
const err23 = {instancePath:instancePath+"/unitPrice",schemaPath:"#/properties/unitPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema16.properties.unitPrice,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(formats8.validate(data6))){
const err24 = {instancePath:instancePath+"/unitPrice",schemaPath:"#/properties/unitPrice/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema16.properties.unitPrice,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.totalPrice !== undefined){
let data7 = data.totalPrice;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err25 = {instancePath:instancePath+"/totalPrice",schemaPath:"#/properties/totalPrice/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema16.properties.totalPrice.type,parentSchema:schema16.properties.totalPrice,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 < 0 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/totalPrice",schemaPath:"#/properties/totalPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema16.properties.totalPrice,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(formats8.validate(data7))){
const err27 = {instancePath:instancePath+"/totalPrice",schemaPath:"#/properties/totalPrice/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema16.properties.totalPrice,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data.deliveryDate !== undefined){
let data8 = data.deliveryDate;
const _errs19 = errors;
let valid1 = false;
const _errs20 = errors;
if(typeof data8 === "string"){
if(!(formats0.validate(data8))){
const err28 = {instancePath:instancePath+"/deliveryDate",schemaPath:"#/properties/deliveryDate/anyOf/0/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema16.properties.deliveryDate.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/deliveryDate",schemaPath:"#/properties/deliveryDate/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.deliveryDate.anyOf[0].type,parentSchema:schema16.properties.deliveryDate.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs22 = errors;
if(typeof data8 === "string"){
if(!(formats16.validate(data8))){
const err30 = {instancePath:instancePath+"/deliveryDate",schemaPath:"#/properties/deliveryDate/anyOf/1/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema16.properties.deliveryDate.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/deliveryDate",schemaPath:"#/properties/deliveryDate/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.deliveryDate.anyOf[1].type,parentSchema:schema16.properties.deliveryDate.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err32 = {instancePath:instancePath+"/deliveryDate",schemaPath:"#/properties/deliveryDate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.properties.deliveryDate.anyOf,parentSchema:schema16.properties.deliveryDate,data:data8};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.deliveryTime !== undefined){
let data9 = data.deliveryTime;
if(typeof data9 !== "string"){
const err33 = {instancePath:instancePath+"/deliveryTime",schemaPath:"#/components/schemas/DeliveryTimeLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema7.type,parentSchema:schema7,data:data9};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!((((data9 === "Pagi (08:00 - 12:00)") || (data9 === "Siang (12:00 - 17:00)")) || (data9 === "Sore (17:00 - 20:00)")) || (data9 === "Kapan Saja"))){
const err34 = {instancePath:instancePath+"/deliveryTime",schemaPath:"#/components/schemas/DeliveryTimeLabel/enum",keyword:"enum",params:{allowedValues: schema7.enum},message:"must be equal to one of the allowed values",schema:schema7.enum,parentSchema:schema7,data:data9};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate6.errors = vErrors;
return errors === 0;
}

export const v2 = validate7;
const schema18 = {"type":"object","x-proposed":true,"additionalProperties":false,"required":["driver"],"properties":{"driver":{"type":"string","nullable":true,"minLength":1,"maxLength":50},"position":{"type":"integer","format":"int32","minimum":1,"maximum":500}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.driver === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "driver"},message:"must have required property '"+"driver"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "driver") || (key0 === "position"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.driver !== undefined){
let data0 = data.driver;
if((typeof data0 !== "string") && (data0 !== null)){
const err2 = {instancePath:instancePath+"/driver",schemaPath:"#/properties/driver/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.driver.type,parentSchema:schema18.properties.driver,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data0 === "string"){
if(func0(data0) > 50){
const err3 = {instancePath:instancePath+"/driver",schemaPath:"#/properties/driver/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.driver,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/driver",schemaPath:"#/properties/driver/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.driver,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.position !== undefined){
let data1 = data.position;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.position.type,parentSchema:schema18.properties.position,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 500 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500",schema:500,parentSchema:schema18.properties.position,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema18.properties.position,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats2.validate(data1))){
const err8 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema18.properties.position,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate7.errors = vErrors;
return errors === 0;
}

export const v3 = validate8;
const schema19 = {"type":"object","x-proposed":true,"required":["lines","symbol"],"properties":{"lines":{"$ref":"#/components/schemas/BoardLines"},"symbol":{"type":"string","pattern":"^[a-z_]+$"}}};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lines === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lines"},message:"must have required property '"+"lines"+"'",schema:schema19.required,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.symbol === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "symbol"},message:"must have required property '"+"symbol"+"'",schema:schema19.required,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.lines !== undefined){
let data0 = data.lines;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.headline === undefined){
const err2 = {instancePath:instancePath+"/lines",schemaPath:"#/components/schemas/BoardLines/required",keyword:"required",params:{missingProperty: "headline"},message:"must have required property '"+"headline"+"'",schema:schema5.required,parentSchema:schema5,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.recipient === undefined){
const err3 = {instancePath:instancePath+"/lines",schemaPath:"#/components/schemas/BoardLines/required",keyword:"required",params:{missingProperty: "recipient"},message:"must have required property '"+"recipient"+"'",schema:schema5.required,parentSchema:schema5,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.sender === undefined){
const err4 = {instancePath:instancePath+"/lines",schemaPath:"#/components/schemas/BoardLines/required",keyword:"required",params:{missingProperty: "sender"},message:"must have required property '"+"sender"+"'",schema:schema5.required,parentSchema:schema5,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.headline !== undefined){
let data1 = data0.headline;
if(typeof data1 === "string"){
if(func0(data1) > 200){
const err5 = {instancePath:instancePath+"/lines/headline",schemaPath:"#/components/schemas/BoardLines/properties/headline/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema5.properties.headline,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/lines/headline",schemaPath:"#/components/schemas/BoardLines/properties/headline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.headline.type,parentSchema:schema5.properties.headline,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.recipient !== undefined){
let data2 = data0.recipient;
if(typeof data2 === "string"){
if(func0(data2) > 200){
const err7 = {instancePath:instancePath+"/lines/recipient",schemaPath:"#/components/schemas/BoardLines/properties/recipient/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema5.properties.recipient,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/lines/recipient",schemaPath:"#/components/schemas/BoardLines/properties/recipient/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.recipient.type,parentSchema:schema5.properties.recipient,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.sender !== undefined){
let data3 = data0.sender;
if(typeof data3 === "string"){
if(func0(data3) > 200){
const err9 = {instancePath:instancePath+"/lines/sender",schemaPath:"#/components/schemas/BoardLines/properties/sender/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema5.properties.sender,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/lines/sender",schemaPath:"#/components/schemas/BoardLines/properties/sender/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.sender.type,parentSchema:schema5.properties.sender,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.extra !== undefined){
let data4 = data0.extra;
if(typeof data4 === "string"){
if(func0(data4) > 200){
const err11 = {instancePath:instancePath+"/lines/extra",schemaPath:"#/components/schemas/BoardLines/properties/extra/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema5.properties.extra,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/lines/extra",schemaPath:"#/components/schemas/BoardLines/properties/extra/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.extra.type,parentSchema:schema5.properties.extra,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/lines",schemaPath:"#/components/schemas/BoardLines/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema5.type,parentSchema:schema5,data:data0};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.symbol !== undefined){
let data5 = data.symbol;
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
const err14 = {instancePath:instancePath+"/symbol",schemaPath:"#/properties/symbol/pattern",keyword:"pattern",params:{pattern: "^[a-z_]+$"},message:"must match pattern \""+"^[a-z_]+$"+"\"",schema:"^[a-z_]+$",parentSchema:schema19.properties.symbol,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/symbol",schemaPath:"#/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.symbol.type,parentSchema:schema19.properties.symbol,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate8.errors = vErrors;
return errors === 0;
}

export const v4 = validate9;
const schema21 = {"type":"object","x-proposed":true,"required":["decision"],"properties":{"decision":{"type":"string","enum":["approve","reject"]},"reason":{"type":"string","maxLength":300},"amountPaid":{"type":"integer","format":"int64","minimum":1}}};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.decision === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "decision"},message:"must have required property '"+"decision"+"'",schema:schema21.required,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.decision !== undefined){
let data0 = data.decision;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.decision.type,parentSchema:schema21.properties.decision,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "approve") || (data0 === "reject"))){
const err2 = {instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/enum",keyword:"enum",params:{allowedValues: schema21.properties.decision.enum},message:"must be equal to one of the allowed values",schema:schema21.properties.decision.enum,parentSchema:schema21.properties.decision,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.reason !== undefined){
let data1 = data.reason;
if(typeof data1 === "string"){
if(func0(data1) > 300){
const err3 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters",schema:300,parentSchema:schema21.properties.reason,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.reason.type,parentSchema:schema21.properties.reason,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.amountPaid !== undefined){
let data2 = data.amountPaid;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err5 = {instancePath:instancePath+"/amountPaid",schemaPath:"#/properties/amountPaid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema21.properties.amountPaid.type,parentSchema:schema21.properties.amountPaid,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/amountPaid",schemaPath:"#/properties/amountPaid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema21.properties.amountPaid,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats8.validate(data2))){
const err7 = {instancePath:instancePath+"/amountPaid",schemaPath:"#/properties/amountPaid/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema21.properties.amountPaid,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema21.type,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate9.errors = vErrors;
return errors === 0;
}

export const v5 = validate10;
const schema22 = {"type":"object","additionalProperties":false,"required":["paymentStatus"],"properties":{"paymentStatus":{"$ref":"#/components/schemas/PaymentStatusValue"}}};
const schema23 = {"type":"string","enum":["Pending","Paid","Failed","Refunded"]};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.paymentStatus === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paymentStatus"},message:"must have required property '"+"paymentStatus"+"'",schema:schema22.required,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "paymentStatus")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.paymentStatus !== undefined){
let data0 = data.paymentStatus;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/paymentStatus",schemaPath:"#/components/schemas/PaymentStatusValue/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((data0 === "Pending") || (data0 === "Paid")) || (data0 === "Failed")) || (data0 === "Refunded"))){
const err3 = {instancePath:instancePath+"/paymentStatus",schemaPath:"#/components/schemas/PaymentStatusValue/enum",keyword:"enum",params:{allowedValues: schema23.enum},message:"must be equal to one of the allowed values",schema:schema23.enum,parentSchema:schema23,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema22.type,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const v6 = validate11;
const schema24 = {"type":"object","x-proposed":true,"additionalProperties":false,"required":["amount","reason","method"],"properties":{"amount":{"type":"integer","format":"int64","minimum":1},"reason":{"type":"string","minLength":1,"maxLength":300},"method":{"$ref":"#/components/schemas/RefundMethod"},"sessionID":{"type":"integer","format":"int32","minimum":1}}};
const schema25 = {"type":"string","x-proposed":true,"enum":["gateway","manual"]};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.amount === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'",schema:schema24.required,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.reason === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'",schema:schema24.required,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.method === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'",schema:schema24.required,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "amount") || (key0 === "reason")) || (key0 === "method")) || (key0 === "sessionID"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.amount !== undefined){
let data0 = data.amount;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err4 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema24.properties.amount.type,parentSchema:schema24.properties.amount,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema24.properties.amount,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats8.validate(data0))){
const err6 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema24.properties.amount,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.reason !== undefined){
let data1 = data.reason;
if(typeof data1 === "string"){
if(func0(data1) > 300){
const err7 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters",schema:300,parentSchema:schema24.properties.reason,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data1) < 1){
const err8 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema24.properties.reason,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.properties.reason.type,parentSchema:schema24.properties.reason,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.method !== undefined){
let data2 = data.method;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/method",schemaPath:"#/components/schemas/RefundMethod/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.type,parentSchema:schema25,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data2 === "gateway") || (data2 === "manual"))){
const err11 = {instancePath:instancePath+"/method",schemaPath:"#/components/schemas/RefundMethod/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values",schema:schema25.enum,parentSchema:schema25,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.sessionID !== undefined){
let data3 = data.sessionID;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err12 = {instancePath:instancePath+"/sessionID",schemaPath:"#/properties/sessionID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema24.properties.sessionID.type,parentSchema:schema24.properties.sessionID,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 < 1 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/sessionID",schemaPath:"#/properties/sessionID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema24.properties.sessionID,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats2.validate(data3))){
const err14 = {instancePath:instancePath+"/sessionID",schemaPath:"#/properties/sessionID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema24.properties.sessionID,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema24.type,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

export const v7 = validate12;
const schema26 = {"type":"object","additionalProperties":false,"required":["status"],"properties":{"status":{"$ref":"#/components/schemas/OrderStatusValue"}}};
const schema27 = {"type":"string","enum":["Pending","Processing","Completed","Delivered","Cancelled"]};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "status")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/OrderStatusValue/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.type,parentSchema:schema27,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((((data0 === "Pending") || (data0 === "Processing")) || (data0 === "Completed")) || (data0 === "Delivered")) || (data0 === "Cancelled"))){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/OrderStatusValue/enum",keyword:"enum",params:{allowedValues: schema27.enum},message:"must be equal to one of the allowed values",schema:schema27.enum,parentSchema:schema27,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema26.type,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const v8 = validate13;
const schema28 = {"type":"object","additionalProperties":false,"required":["categoryName","description","priceRangeStart","priceRangeEnd","imageUrl"],"properties":{"categoryName":{"type":"string","minLength":3,"maxLength":100},"description":{"type":"string","minLength":10,"maxLength":1000},"priceRangeStart":{"type":"integer","format":"int64","minimum":0},"priceRangeEnd":{"type":"integer","format":"int64","minimum":0},"isPopular":{"type":"boolean","default":false},"imageUrl":{"type":"string","minLength":1}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.categoryName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "categoryName"},message:"must have required property '"+"categoryName"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.description === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.priceRangeStart === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "priceRangeStart"},message:"must have required property '"+"priceRangeStart"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.priceRangeEnd === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "priceRangeEnd"},message:"must have required property '"+"priceRangeEnd"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.imageUrl === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "imageUrl"},message:"must have required property '"+"imageUrl"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "categoryName") || (key0 === "description")) || (key0 === "priceRangeStart")) || (key0 === "priceRangeEnd")) || (key0 === "isPopular")) || (key0 === "imageUrl"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.categoryName !== undefined){
let data0 = data.categoryName;
if(typeof data0 === "string"){
if(func0(data0) > 100){
const err6 = {instancePath:instancePath+"/categoryName",schemaPath:"#/properties/categoryName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema28.properties.categoryName,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data0) < 3){
const err7 = {instancePath:instancePath+"/categoryName",schemaPath:"#/properties/categoryName/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters",schema:3,parentSchema:schema28.properties.categoryName,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/categoryName",schemaPath:"#/properties/categoryName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.categoryName.type,parentSchema:schema28.properties.categoryName,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func0(data1) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema28.properties.description,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data1) < 10){
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema28.properties.description,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.description.type,parentSchema:schema28.properties.description,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.priceRangeStart !== undefined){
let data2 = data.priceRangeStart;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err12 = {instancePath:instancePath+"/priceRangeStart",schemaPath:"#/properties/priceRangeStart/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema28.properties.priceRangeStart.type,parentSchema:schema28.properties.priceRangeStart,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 < 0 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/priceRangeStart",schemaPath:"#/properties/priceRangeStart/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema28.properties.priceRangeStart,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats8.validate(data2))){
const err14 = {instancePath:instancePath+"/priceRangeStart",schemaPath:"#/properties/priceRangeStart/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema28.properties.priceRangeStart,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.priceRangeEnd !== undefined){
let data3 = data.priceRangeEnd;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err15 = {instancePath:instancePath+"/priceRangeEnd",schemaPath:"#/properties/priceRangeEnd/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema28.properties.priceRangeEnd.type,parentSchema:schema28.properties.priceRangeEnd,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/priceRangeEnd",schemaPath:"#/properties/priceRangeEnd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema28.properties.priceRangeEnd,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(formats8.validate(data3))){
const err17 = {instancePath:instancePath+"/priceRangeEnd",schemaPath:"#/properties/priceRangeEnd/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema28.properties.priceRangeEnd,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.isPopular !== undefined){
let data4 = data.isPopular;
if(typeof data4 !== "boolean"){
const err18 = {instancePath:instancePath+"/isPopular",schemaPath:"#/properties/isPopular/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema28.properties.isPopular.type,parentSchema:schema28.properties.isPopular,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.imageUrl !== undefined){
let data5 = data.imageUrl;
if(typeof data5 === "string"){
if(func0(data5) < 1){
const err19 = {instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.imageUrl,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.imageUrl.type,parentSchema:schema28.properties.imageUrl,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.type,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

export const v9 = validate14;
const schema29 = {"type":"object","additionalProperties":false,"required":["categoryID","categoryName","description","priceRangeStart","priceRangeEnd","imageUrl"],"properties":{"categoryID":{"type":"integer","format":"int32"},"categoryName":{"type":"string","minLength":3,"maxLength":100},"description":{"type":"string","minLength":10,"maxLength":1000},"priceRangeStart":{"type":"integer","format":"int64","minimum":0},"priceRangeEnd":{"type":"integer","format":"int64","minimum":0},"isPopular":{"type":"boolean","default":false},"imageUrl":{"type":"string","minLength":1}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.categoryID === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "categoryID"},message:"must have required property '"+"categoryID"+"'",schema:schema29.required,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.categoryName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "categoryName"},message:"must have required property '"+"categoryName"+"'",schema:schema29.required,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.description === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema29.required,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.priceRangeStart === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "priceRangeStart"},message:"must have required property '"+"priceRangeStart"+"'",schema:schema29.required,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.priceRangeEnd === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "priceRangeEnd"},message:"must have required property '"+"priceRangeEnd"+"'",schema:schema29.required,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.imageUrl === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "imageUrl"},message:"must have required property '"+"imageUrl"+"'",schema:schema29.required,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "categoryID") || (key0 === "categoryName")) || (key0 === "description")) || (key0 === "priceRangeStart")) || (key0 === "priceRangeEnd")) || (key0 === "isPopular")) || (key0 === "imageUrl"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.categoryID !== undefined){
let data0 = data.categoryID;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err7 = {instancePath:instancePath+"/categoryID",schemaPath:"#/properties/categoryID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema29.properties.categoryID.type,parentSchema:schema29.properties.categoryID,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data0 == "number"){
if(!(formats2.validate(data0))){
const err8 = {instancePath:instancePath+"/categoryID",schemaPath:"#/properties/categoryID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema29.properties.categoryID,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.categoryName !== undefined){
let data1 = data.categoryName;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err9 = {instancePath:instancePath+"/categoryName",schemaPath:"#/properties/categoryName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema29.properties.categoryName,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data1) < 3){
const err10 = {instancePath:instancePath+"/categoryName",schemaPath:"#/properties/categoryName/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters",schema:3,parentSchema:schema29.properties.categoryName,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/categoryName",schemaPath:"#/properties/categoryName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.categoryName.type,parentSchema:schema29.properties.categoryName,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 === "string"){
if(func0(data2) > 1000){
const err12 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema29.properties.description,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data2) < 10){
const err13 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema29.properties.description,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.description.type,parentSchema:schema29.properties.description,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.priceRangeStart !== undefined){
let data3 = data.priceRangeStart;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err15 = {instancePath:instancePath+"/priceRangeStart",schemaPath:"#/properties/priceRangeStart/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema29.properties.priceRangeStart.type,parentSchema:schema29.properties.priceRangeStart,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/priceRangeStart",schemaPath:"#/properties/priceRangeStart/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema29.properties.priceRangeStart,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(formats8.validate(data3))){
const err17 = {instancePath:instancePath+"/priceRangeStart",schemaPath:"#/properties/priceRangeStart/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema29.properties.priceRangeStart,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.priceRangeEnd !== undefined){
let data4 = data.priceRangeEnd;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err18 = {instancePath:instancePath+"/priceRangeEnd",schemaPath:"#/properties/priceRangeEnd/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema29.properties.priceRangeEnd.type,parentSchema:schema29.properties.priceRangeEnd,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/priceRangeEnd",schemaPath:"#/properties/priceRangeEnd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema29.properties.priceRangeEnd,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(formats8.validate(data4))){
const err20 = {instancePath:instancePath+"/priceRangeEnd",schemaPath:"#/properties/priceRangeEnd/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema29.properties.priceRangeEnd,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.isPopular !== undefined){
let data5 = data.isPopular;
if(typeof data5 !== "boolean"){
const err21 = {instancePath:instancePath+"/isPopular",schemaPath:"#/properties/isPopular/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema29.properties.isPopular.type,parentSchema:schema29.properties.isPopular,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.imageUrl !== undefined){
let data6 = data.imageUrl;
if(typeof data6 === "string"){
if(func0(data6) < 1){
const err22 = {instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema29.properties.imageUrl,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.imageUrl.type,parentSchema:schema29.properties.imageUrl,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.type,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

export const v10 = validate15;
const schema30 = {"type":"object","required":["categoryID","productName","description","price","imageUrl"],"properties":{"productID":{"type":"integer","format":"int32","default":0},"categoryID":{"type":"integer","format":"int32"},"productName":{"type":"string","minLength":2},"description":{"type":"string","minLength":10},"price":{"type":"integer","format":"int64","minimum":1},"rating":{"type":"number","minimum":0,"maximum":5,"default":0},"imageUrl":{"type":"string"},"flowerCategory":{"$ref":"#/components/schemas/CategoryPlaceholder"},"productAttributes":{"type":"array","items":{"$ref":"#/components/schemas/ProductAttributeInput"}}}};
const schema32 = {"type":"object","required":["attributeName","attributeValue"],"properties":{"attributeID":{"type":"integer","format":"int32","default":0},"productID":{"type":"integer","format":"int32","default":0},"attributeName":{"type":"string","minLength":1},"attributeValue":{"type":"string","minLength":1},"flowerProduct":{"type":"string","nullable":true}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.categoryID === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "categoryID"},message:"must have required property '"+"categoryID"+"'",schema:schema30.required,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.productName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema30.required,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.description === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema30.required,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.price === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'",schema:schema30.required,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.imageUrl === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "imageUrl"},message:"must have required property '"+"imageUrl"+"'",schema:schema30.required,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.productID !== undefined){
let data0 = data.productID;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err5 = {instancePath:instancePath+"/productID",schemaPath:"#/properties/productID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema30.properties.productID.type,parentSchema:schema30.properties.productID,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data0 == "number"){
if(!(formats2.validate(data0))){
const err6 = {instancePath:instancePath+"/productID",schemaPath:"#/properties/productID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema30.properties.productID,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.categoryID !== undefined){
let data1 = data.categoryID;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err7 = {instancePath:instancePath+"/categoryID",schemaPath:"#/properties/categoryID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema30.properties.categoryID.type,parentSchema:schema30.properties.categoryID,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 == "number"){
if(!(formats2.validate(data1))){
const err8 = {instancePath:instancePath+"/categoryID",schemaPath:"#/properties/categoryID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema30.properties.categoryID,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.productName !== undefined){
let data2 = data.productName;
if(typeof data2 === "string"){
if(func0(data2) < 2){
const err9 = {instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",schema:2,parentSchema:schema30.properties.productName,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema30.properties.productName.type,parentSchema:schema30.properties.productName,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func0(data3) < 10){
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema30.properties.description,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema30.properties.description.type,parentSchema:schema30.properties.description,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.price !== undefined){
let data4 = data.price;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err13 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema30.properties.price.type,parentSchema:schema30.properties.price,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 < 1 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema30.properties.price,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(formats8.validate(data4))){
const err15 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema30.properties.price,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.rating !== undefined){
let data5 = data.rating;
if(typeof data5 == "number"){
if(data5 > 5 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/rating",schemaPath:"#/properties/rating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5",schema:5,parentSchema:schema30.properties.rating,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/rating",schemaPath:"#/properties/rating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema30.properties.rating,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/rating",schemaPath:"#/properties/rating/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema30.properties.rating.type,parentSchema:schema30.properties.rating,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.imageUrl !== undefined){
let data6 = data.imageUrl;
if(typeof data6 !== "string"){
const err19 = {instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema30.properties.imageUrl.type,parentSchema:schema30.properties.imageUrl,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.flowerCategory !== undefined){
let data7 = data.flowerCategory;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.categoryID !== undefined){
let data8 = data7.categoryID;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err20 = {instancePath:instancePath+"/flowerCategory/categoryID",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/categoryID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema9.properties.categoryID.type,parentSchema:schema9.properties.categoryID,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data8 == "number"){
if(!(formats2.validate(data8))){
const err21 = {instancePath:instancePath+"/flowerCategory/categoryID",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/categoryID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema9.properties.categoryID,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data7.categoryName !== undefined){
let data9 = data7.categoryName;
if(typeof data9 !== "string"){
const err22 = {instancePath:instancePath+"/flowerCategory/categoryName",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/categoryName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.categoryName.type,parentSchema:schema9.properties.categoryName,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data7.description !== undefined){
let data10 = data7.description;
if(typeof data10 !== "string"){
const err23 = {instancePath:instancePath+"/flowerCategory/description",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.description.type,parentSchema:schema9.properties.description,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.imageUrl !== undefined){
let data11 = data7.imageUrl;
if(typeof data11 !== "string"){
const err24 = {instancePath:instancePath+"/flowerCategory/imageUrl",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.imageUrl.type,parentSchema:schema9.properties.imageUrl,data:data11};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data7.priceRangeStart !== undefined){
let data12 = data7.priceRangeStart;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err25 = {instancePath:instancePath+"/flowerCategory/priceRangeStart",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/priceRangeStart/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema9.properties.priceRangeStart.type,parentSchema:schema9.properties.priceRangeStart,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data12 == "number"){
if(!(formats8.validate(data12))){
const err26 = {instancePath:instancePath+"/flowerCategory/priceRangeStart",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/priceRangeStart/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema9.properties.priceRangeStart,data:data12};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data7.priceRangeEnd !== undefined){
let data13 = data7.priceRangeEnd;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err27 = {instancePath:instancePath+"/flowerCategory/priceRangeEnd",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/priceRangeEnd/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema9.properties.priceRangeEnd.type,parentSchema:schema9.properties.priceRangeEnd,data:data13};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data13 == "number"){
if(!(formats8.validate(data13))){
const err28 = {instancePath:instancePath+"/flowerCategory/priceRangeEnd",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/priceRangeEnd/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema9.properties.priceRangeEnd,data:data13};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data7.isPopular !== undefined){
let data14 = data7.isPopular;
if(typeof data14 !== "boolean"){
const err29 = {instancePath:instancePath+"/flowerCategory/isPopular",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/isPopular/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema9.properties.isPopular.type,parentSchema:schema9.properties.isPopular,data:data14};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/flowerCategory",schemaPath:"#/components/schemas/CategoryPlaceholder/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema9.type,parentSchema:schema9,data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.productAttributes !== undefined){
let data15 = data.productAttributes;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.attributeName === undefined){
const err31 = {instancePath:instancePath+"/productAttributes/" + i0,schemaPath:"#/components/schemas/ProductAttributeInput/required",keyword:"required",params:{missingProperty: "attributeName"},message:"must have required property '"+"attributeName"+"'",schema:schema32.required,parentSchema:schema32,data:data16};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data16.attributeValue === undefined){
const err32 = {instancePath:instancePath+"/productAttributes/" + i0,schemaPath:"#/components/schemas/ProductAttributeInput/required",keyword:"required",params:{missingProperty: "attributeValue"},message:"must have required property '"+"attributeValue"+"'",schema:schema32.required,parentSchema:schema32,data:data16};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data16.attributeID !== undefined){
let data17 = data16.attributeID;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err33 = {instancePath:instancePath+"/productAttributes/" + i0+"/attributeID",schemaPath:"#/components/schemas/ProductAttributeInput/properties/attributeID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.attributeID.type,parentSchema:schema32.properties.attributeID,data:data17};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data17 == "number"){
if(!(formats2.validate(data17))){
const err34 = {instancePath:instancePath+"/productAttributes/" + i0+"/attributeID",schemaPath:"#/components/schemas/ProductAttributeInput/properties/attributeID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema32.properties.attributeID,data:data17};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data16.productID !== undefined){
let data18 = data16.productID;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
const err35 = {instancePath:instancePath+"/productAttributes/" + i0+"/productID",schemaPath:"#/components/schemas/ProductAttributeInput/properties/productID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.productID.type,parentSchema:schema32.properties.productID,data:data18};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(typeof data18 == "number"){
if(!(formats2.validate(data18))){
const err36 = {instancePath:instancePath+"/productAttributes/" + i0+"/productID",schemaPath:"#/components/schemas/ProductAttributeInput/properties/productID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema32.properties.productID,data:data18};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
if(data16.attributeName !== undefined){
let data19 = data16.attributeName;
if(typeof data19 === "string"){
if(func0(data19) < 1){
const err37 = {instancePath:instancePath+"/productAttributes/" + i0+"/attributeName",schemaPath:"#/components/schemas/ProductAttributeInput/properties/attributeName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.attributeName,data:data19};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/productAttributes/" + i0+"/attributeName",schemaPath:"#/components/schemas/ProductAttributeInput/properties/attributeName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.attributeName.type,parentSchema:schema32.properties.attributeName,data:data19};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data16.attributeValue !== undefined){
let data20 = data16.attributeValue;
if(typeof data20 === "string"){
if(func0(data20) < 1){
const err39 = {instancePath:instancePath+"/productAttributes/" + i0+"/attributeValue",schemaPath:"#/components/schemas/ProductAttributeInput/properties/attributeValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.attributeValue,data:data20};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/productAttributes/" + i0+"/attributeValue",schemaPath:"#/components/schemas/ProductAttributeInput/properties/attributeValue/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.attributeValue.type,parentSchema:schema32.properties.attributeValue,data:data20};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data16.flowerProduct !== undefined){
let data21 = data16.flowerProduct;
if((typeof data21 !== "string") && (data21 !== null)){
const err41 = {instancePath:instancePath+"/productAttributes/" + i0+"/flowerProduct",schemaPath:"#/components/schemas/ProductAttributeInput/properties/flowerProduct/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.flowerProduct.type,parentSchema:schema32.properties.flowerProduct,data:data21};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/productAttributes/" + i0,schemaPath:"#/components/schemas/ProductAttributeInput/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/productAttributes",schemaPath:"#/properties/productAttributes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema30.properties.productAttributes.type,parentSchema:schema30.properties.productAttributes,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema30.type,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

export const v11 = validate16;
const schema33 = {"type":"object","required":["productID","categoryID","productName","description","price","imageUrl"],"properties":{"productID":{"type":"integer","format":"int32"},"categoryID":{"type":"integer","format":"int32"},"productName":{"type":"string","minLength":2},"description":{"type":"string","minLength":10},"price":{"type":"integer","format":"int64","minimum":1},"rating":{"type":"number","minimum":0,"maximum":5},"imageUrl":{"type":"string"},"flowerCategory":{"$ref":"#/components/schemas/CategoryPlaceholder"},"productAttributes":{"type":"array","items":{"$ref":"#/components/schemas/ProductAttributeInput"}}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.productID === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productID"},message:"must have required property '"+"productID"+"'",schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.categoryID === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "categoryID"},message:"must have required property '"+"categoryID"+"'",schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.productName === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.description === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.price === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'",schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.imageUrl === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "imageUrl"},message:"must have required property '"+"imageUrl"+"'",schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.productID !== undefined){
let data0 = data.productID;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err6 = {instancePath:instancePath+"/productID",schemaPath:"#/properties/productID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema33.properties.productID.type,parentSchema:schema33.properties.productID,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data0 == "number"){
if(!(formats2.validate(data0))){
const err7 = {instancePath:instancePath+"/productID",schemaPath:"#/properties/productID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema33.properties.productID,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.categoryID !== undefined){
let data1 = data.categoryID;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err8 = {instancePath:instancePath+"/categoryID",schemaPath:"#/properties/categoryID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema33.properties.categoryID.type,parentSchema:schema33.properties.categoryID,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1 == "number"){
if(!(formats2.validate(data1))){
const err9 = {instancePath:instancePath+"/categoryID",schemaPath:"#/properties/categoryID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema33.properties.categoryID,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.productName !== undefined){
let data2 = data.productName;
if(typeof data2 === "string"){
if(func0(data2) < 2){
const err10 = {instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",schema:2,parentSchema:schema33.properties.productName,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.productName.type,parentSchema:schema33.properties.productName,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func0(data3) < 10){
const err12 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema33.properties.description,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.description.type,parentSchema:schema33.properties.description,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.price !== undefined){
let data4 = data.price;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err14 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema33.properties.price.type,parentSchema:schema33.properties.price,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 < 1 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema33.properties.price,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(formats8.validate(data4))){
const err16 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema33.properties.price,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.rating !== undefined){
let data5 = data.rating;
if(typeof data5 == "number"){
if(data5 > 5 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/rating",schemaPath:"#/properties/rating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5",schema:5,parentSchema:schema33.properties.rating,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/rating",schemaPath:"#/properties/rating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema33.properties.rating,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/rating",schemaPath:"#/properties/rating/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema33.properties.rating.type,parentSchema:schema33.properties.rating,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.imageUrl !== undefined){
let data6 = data.imageUrl;
if(typeof data6 !== "string"){
const err20 = {instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.imageUrl.type,parentSchema:schema33.properties.imageUrl,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.flowerCategory !== undefined){
let data7 = data.flowerCategory;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.categoryID !== undefined){
let data8 = data7.categoryID;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err21 = {instancePath:instancePath+"/flowerCategory/categoryID",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/categoryID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema9.properties.categoryID.type,parentSchema:schema9.properties.categoryID,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data8 == "number"){
if(!(formats2.validate(data8))){
const err22 = {instancePath:instancePath+"/flowerCategory/categoryID",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/categoryID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema9.properties.categoryID,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data7.categoryName !== undefined){
let data9 = data7.categoryName;
if(typeof data9 !== "string"){
const err23 = {instancePath:instancePath+"/flowerCategory/categoryName",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/categoryName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.categoryName.type,parentSchema:schema9.properties.categoryName,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.description !== undefined){
let data10 = data7.description;
if(typeof data10 !== "string"){
const err24 = {instancePath:instancePath+"/flowerCategory/description",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.description.type,parentSchema:schema9.properties.description,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data7.imageUrl !== undefined){
let data11 = data7.imageUrl;
if(typeof data11 !== "string"){
const err25 = {instancePath:instancePath+"/flowerCategory/imageUrl",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.imageUrl.type,parentSchema:schema9.properties.imageUrl,data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data7.priceRangeStart !== undefined){
let data12 = data7.priceRangeStart;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err26 = {instancePath:instancePath+"/flowerCategory/priceRangeStart",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/priceRangeStart/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema9.properties.priceRangeStart.type,parentSchema:schema9.properties.priceRangeStart,data:data12};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data12 == "number"){
if(!(formats8.validate(data12))){
const err27 = {instancePath:instancePath+"/flowerCategory/priceRangeStart",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/priceRangeStart/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema9.properties.priceRangeStart,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data7.priceRangeEnd !== undefined){
let data13 = data7.priceRangeEnd;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err28 = {instancePath:instancePath+"/flowerCategory/priceRangeEnd",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/priceRangeEnd/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema9.properties.priceRangeEnd.type,parentSchema:schema9.properties.priceRangeEnd,data:data13};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data13 == "number"){
if(!(formats8.validate(data13))){
const err29 = {instancePath:instancePath+"/flowerCategory/priceRangeEnd",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/priceRangeEnd/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema9.properties.priceRangeEnd,data:data13};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data7.isPopular !== undefined){
let data14 = data7.isPopular;
if(typeof data14 !== "boolean"){
const err30 = {instancePath:instancePath+"/flowerCategory/isPopular",schemaPath:"#/components/schemas/CategoryPlaceholder/properties/isPopular/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema9.properties.isPopular.type,parentSchema:schema9.properties.isPopular,data:data14};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/flowerCategory",schemaPath:"#/components/schemas/CategoryPlaceholder/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema9.type,parentSchema:schema9,data:data7};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.productAttributes !== undefined){
let data15 = data.productAttributes;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.attributeName === undefined){
const err32 = {instancePath:instancePath+"/productAttributes/" + i0,schemaPath:"#/components/schemas/ProductAttributeInput/required",keyword:"required",params:{missingProperty: "attributeName"},message:"must have required property '"+"attributeName"+"'",schema:schema32.required,parentSchema:schema32,data:data16};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data16.attributeValue === undefined){
const err33 = {instancePath:instancePath+"/productAttributes/" + i0,schemaPath:"#/components/schemas/ProductAttributeInput/required",keyword:"required",params:{missingProperty: "attributeValue"},message:"must have required property '"+"attributeValue"+"'",schema:schema32.required,parentSchema:schema32,data:data16};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data16.attributeID !== undefined){
let data17 = data16.attributeID;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err34 = {instancePath:instancePath+"/productAttributes/" + i0+"/attributeID",schemaPath:"#/components/schemas/ProductAttributeInput/properties/attributeID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.attributeID.type,parentSchema:schema32.properties.attributeID,data:data17};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(typeof data17 == "number"){
if(!(formats2.validate(data17))){
const err35 = {instancePath:instancePath+"/productAttributes/" + i0+"/attributeID",schemaPath:"#/components/schemas/ProductAttributeInput/properties/attributeID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema32.properties.attributeID,data:data17};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data16.productID !== undefined){
let data18 = data16.productID;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
const err36 = {instancePath:instancePath+"/productAttributes/" + i0+"/productID",schemaPath:"#/components/schemas/ProductAttributeInput/properties/productID/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.productID.type,parentSchema:schema32.properties.productID,data:data18};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data18 == "number"){
if(!(formats2.validate(data18))){
const err37 = {instancePath:instancePath+"/productAttributes/" + i0+"/productID",schemaPath:"#/components/schemas/ProductAttributeInput/properties/productID/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema32.properties.productID,data:data18};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data16.attributeName !== undefined){
let data19 = data16.attributeName;
if(typeof data19 === "string"){
if(func0(data19) < 1){
const err38 = {instancePath:instancePath+"/productAttributes/" + i0+"/attributeName",schemaPath:"#/components/schemas/ProductAttributeInput/properties/attributeName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.attributeName,data:data19};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/productAttributes/" + i0+"/attributeName",schemaPath:"#/components/schemas/ProductAttributeInput/properties/attributeName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.attributeName.type,parentSchema:schema32.properties.attributeName,data:data19};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data16.attributeValue !== undefined){
let data20 = data16.attributeValue;
if(typeof data20 === "string"){
if(func0(data20) < 1){
const err40 = {instancePath:instancePath+"/productAttributes/" + i0+"/attributeValue",schemaPath:"#/components/schemas/ProductAttributeInput/properties/attributeValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.attributeValue,data:data20};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/productAttributes/" + i0+"/attributeValue",schemaPath:"#/components/schemas/ProductAttributeInput/properties/attributeValue/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.attributeValue.type,parentSchema:schema32.properties.attributeValue,data:data20};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data16.flowerProduct !== undefined){
let data21 = data16.flowerProduct;
if((typeof data21 !== "string") && (data21 !== null)){
const err42 = {instancePath:instancePath+"/productAttributes/" + i0+"/flowerProduct",schemaPath:"#/components/schemas/ProductAttributeInput/properties/flowerProduct/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.flowerProduct.type,parentSchema:schema32.properties.flowerProduct,data:data21};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/productAttributes/" + i0,schemaPath:"#/components/schemas/ProductAttributeInput/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/productAttributes",schemaPath:"#/properties/productAttributes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema33.properties.productAttributes.type,parentSchema:schema33.properties.productAttributes,data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema33.type,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

export const v12 = validate17;
const schema36 = {"type":"object","additionalProperties":false,"required":["title","imageBase64"],"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","nullable":true,"maxLength":1000},"imageBase64":{"type":"string","minLength":1},"isActive":{"type":"boolean","default":true},"displayOrder":{"type":"integer","format":"int32","minimum":0,"default":0},"createdBy":{"type":"string"}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.imageBase64 === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "imageBase64"},message:"must have required property '"+"imageBase64"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "title") || (key0 === "description")) || (key0 === "imageBase64")) || (key0 === "isActive")) || (key0 === "displayOrder")) || (key0 === "createdBy"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema36.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.title.type,parentSchema:schema36.properties.title,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if((typeof data1 !== "string") && (data1 !== null)){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.description.type,parentSchema:schema36.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1 === "string"){
if(func0(data1) > 1000){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema36.properties.description,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.imageBase64 !== undefined){
let data2 = data.imageBase64;
if(typeof data2 === "string"){
if(func0(data2) < 1){
const err8 = {instancePath:instancePath+"/imageBase64",schemaPath:"#/properties/imageBase64/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.imageBase64,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/imageBase64",schemaPath:"#/properties/imageBase64/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.imageBase64.type,parentSchema:schema36.properties.imageBase64,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.isActive !== undefined){
let data3 = data.isActive;
if(typeof data3 !== "boolean"){
const err10 = {instancePath:instancePath+"/isActive",schemaPath:"#/properties/isActive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.isActive.type,parentSchema:schema36.properties.isActive,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.displayOrder !== undefined){
let data4 = data.displayOrder;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err11 = {instancePath:instancePath+"/displayOrder",schemaPath:"#/properties/displayOrder/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.displayOrder.type,parentSchema:schema36.properties.displayOrder,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/displayOrder",schemaPath:"#/properties/displayOrder/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema36.properties.displayOrder,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats2.validate(data4))){
const err13 = {instancePath:instancePath+"/displayOrder",schemaPath:"#/properties/displayOrder/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema36.properties.displayOrder,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.createdBy !== undefined){
let data5 = data.createdBy;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/createdBy",schemaPath:"#/properties/createdBy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.createdBy.type,parentSchema:schema36.properties.createdBy,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

export const v13 = validate18;
const schema37 = {"type":"object","additionalProperties":false,"required":["id","title"],"properties":{"id":{"type":"integer","format":"int32"},"title":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","nullable":true,"maxLength":1000},"imageBase64":{"type":"string"},"isActive":{"type":"boolean"},"displayOrder":{"type":"integer","format":"int32","minimum":0},"createdBy":{"type":"string"},"updatedBy":{"type":"string"}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "id") || (key0 === "title")) || (key0 === "description")) || (key0 === "imageBase64")) || (key0 === "isActive")) || (key0 === "displayOrder")) || (key0 === "createdBy")) || (key0 === "updatedBy"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema37.properties.id.type,parentSchema:schema37.properties.id,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data0 == "number"){
if(!(formats2.validate(data0))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema37.properties.id,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func0(data1) > 200){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema37.properties.title,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data1) < 1){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.title,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.title.type,parentSchema:schema37.properties.title,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if((typeof data2 !== "string") && (data2 !== null)){
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.description.type,parentSchema:schema37.properties.description,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data2 === "string"){
if(func0(data2) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema37.properties.description,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.imageBase64 !== undefined){
let data3 = data.imageBase64;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/imageBase64",schemaPath:"#/properties/imageBase64/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.imageBase64.type,parentSchema:schema37.properties.imageBase64,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.isActive !== undefined){
let data4 = data.isActive;
if(typeof data4 !== "boolean"){
const err11 = {instancePath:instancePath+"/isActive",schemaPath:"#/properties/isActive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema37.properties.isActive.type,parentSchema:schema37.properties.isActive,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.displayOrder !== undefined){
let data5 = data.displayOrder;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err12 = {instancePath:instancePath+"/displayOrder",schemaPath:"#/properties/displayOrder/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema37.properties.displayOrder.type,parentSchema:schema37.properties.displayOrder,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/displayOrder",schemaPath:"#/properties/displayOrder/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema37.properties.displayOrder,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats2.validate(data5))){
const err14 = {instancePath:instancePath+"/displayOrder",schemaPath:"#/properties/displayOrder/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema37.properties.displayOrder,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.createdBy !== undefined){
let data6 = data.createdBy;
if(typeof data6 !== "string"){
const err15 = {instancePath:instancePath+"/createdBy",schemaPath:"#/properties/createdBy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.createdBy.type,parentSchema:schema37.properties.createdBy,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.updatedBy !== undefined){
let data7 = data.updatedBy;
if(typeof data7 !== "string"){
const err16 = {instancePath:instancePath+"/updatedBy",schemaPath:"#/properties/updatedBy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.updatedBy.type,parentSchema:schema37.properties.updatedBy,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

export const v14 = validate19;
const schema38 = {"type":"object","additionalProperties":false,"required":["displayOrder"],"properties":{"displayOrder":{"type":"integer","format":"int32","minimum":0}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.displayOrder === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "displayOrder"},message:"must have required property '"+"displayOrder"+"'",schema:schema38.required,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "displayOrder")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.displayOrder !== undefined){
let data0 = data.displayOrder;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/displayOrder",schemaPath:"#/properties/displayOrder/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema38.properties.displayOrder.type,parentSchema:schema38.properties.displayOrder,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/displayOrder",schemaPath:"#/properties/displayOrder/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema38.properties.displayOrder,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats2.validate(data0))){
const err4 = {instancePath:instancePath+"/displayOrder",schemaPath:"#/properties/displayOrder/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema38.properties.displayOrder,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

export const v15 = validate20;
const schema39 = {"type":"object","x-proposed":true,"additionalProperties":false,"required":["sameDayCutoff","closedDates","windows","zones","freeDeliveryFrom","pickupAddress","outOfAreaFee"],"properties":{"sameDayCutoff":{"type":"string","nullable":true,"pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$"},"closedDates":{"type":"array","items":{"type":"string","format":"date"}},"windows":{"type":"array","minItems":1,"maxItems":4,"items":{"$ref":"#/components/schemas/DeliveryWindow"}},"zones":{"type":"array","items":{"$ref":"#/components/schemas/DeliveryZone"}},"freeDeliveryFrom":{"type":"integer","format":"int64","nullable":true,"minimum":0},"pickupAddress":{"type":"string","nullable":true,"minLength":1},"outOfAreaFee":{"type":"integer","format":"int64","nullable":true,"minimum":0},"leadDays":{"type":"object","additionalProperties":{"type":"integer","format":"int32","minimum":0,"maximum":60}},"arrangementApprovalMinutes":{"type":"integer","format":"int32","x-proposed":true,"minimum":5,"maximum":1440}}};
const func53 = Object.prototype.hasOwnProperty;
const pattern4 = new RegExp("^([01][0-9]|2[0-3]):[0-5][0-9]$", "u");
const schema40 = {"type":"object","x-proposed":true,"additionalProperties":false,"required":["label","start","end","capacity"],"properties":{"label":{"$ref":"#/components/schemas/DeliveryTimeLabel"},"start":{"type":"string","nullable":true,"pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$"},"end":{"type":"string","nullable":true,"pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$"},"capacity":{"type":"integer","format":"int32","nullable":true,"minimum":0}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.label === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.start === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.end === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.capacity === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "capacity"},message:"must have required property '"+"capacity"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "label") || (key0 === "start")) || (key0 === "end")) || (key0 === "capacity"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.label !== undefined){
let data0 = data.label;
if(typeof data0 !== "string"){
const err5 = {instancePath:instancePath+"/label",schemaPath:"#/components/schemas/DeliveryTimeLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema7.type,parentSchema:schema7,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((((data0 === "Pagi (08:00 - 12:00)") || (data0 === "Siang (12:00 - 17:00)")) || (data0 === "Sore (17:00 - 20:00)")) || (data0 === "Kapan Saja"))){
const err6 = {instancePath:instancePath+"/label",schemaPath:"#/components/schemas/DeliveryTimeLabel/enum",keyword:"enum",params:{allowedValues: schema7.enum},message:"must be equal to one of the allowed values",schema:schema7.enum,parentSchema:schema7,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.start !== undefined){
let data1 = data.start;
if((typeof data1 !== "string") && (data1 !== null)){
const err7 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.start.type,parentSchema:schema40.properties.start,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err8 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^([01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema40.properties.start,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.end !== undefined){
let data2 = data.end;
if((typeof data2 !== "string") && (data2 !== null)){
const err9 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.end.type,parentSchema:schema40.properties.end,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err10 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^([01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema40.properties.end,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.capacity !== undefined){
let data3 = data.capacity;
if((!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))) && (data3 !== null)){
const err11 = {instancePath:instancePath+"/capacity",schemaPath:"#/properties/capacity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.capacity.type,parentSchema:schema40.properties.capacity,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/capacity",schemaPath:"#/properties/capacity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.capacity,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats2.validate(data3))){
const err13 = {instancePath:instancePath+"/capacity",schemaPath:"#/properties/capacity/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema40.properties.capacity,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

const schema42 = {"type":"object","x-proposed":true,"additionalProperties":false,"required":["id","name","areas","fee"],"properties":{"id":{"$ref":"#/components/schemas/DeliveryZoneId"},"name":{"type":"string","minLength":1,"maxLength":100},"areas":{"type":"array","items":{"type":"string","minLength":1,"maxLength":100}},"fee":{"type":"integer","format":"int64","minimum":0}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema42.required,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema42.required,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.areas === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "areas"},message:"must have required property '"+"areas"+"'",schema:schema42.required,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.fee === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fee"},message:"must have required property '"+"fee"+"'",schema:schema42.required,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "id") || (key0 === "name")) || (key0 === "areas")) || (key0 === "fee"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(func0(data0) > 40){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/components/schemas/DeliveryZoneId/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema15,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern1.test(data0)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/components/schemas/DeliveryZoneId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*$",parentSchema:schema15,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/components/schemas/DeliveryZoneId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.type,parentSchema:schema15,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema42.properties.name,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func0(data1) < 1){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema42.properties.name,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.name.type,parentSchema:schema42.properties.name,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.areas !== undefined){
let data2 = data.areas;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 === "string"){
if(func0(data3) > 100){
const err11 = {instancePath:instancePath+"/areas/" + i0,schemaPath:"#/properties/areas/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema42.properties.areas.items,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data3) < 1){
const err12 = {instancePath:instancePath+"/areas/" + i0,schemaPath:"#/properties/areas/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema42.properties.areas.items,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/areas/" + i0,schemaPath:"#/properties/areas/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.areas.items.type,parentSchema:schema42.properties.areas.items,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/areas",schemaPath:"#/properties/areas/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema42.properties.areas.type,parentSchema:schema42.properties.areas,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.fee !== undefined){
let data4 = data.fee;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err15 = {instancePath:instancePath+"/fee",schemaPath:"#/properties/fee/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema42.properties.fee.type,parentSchema:schema42.properties.fee,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/fee",schemaPath:"#/properties/fee/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema42.properties.fee,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(formats8.validate(data4))){
const err17 = {instancePath:instancePath+"/fee",schemaPath:"#/properties/fee/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema42.properties.fee,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema42.type,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sameDayCutoff === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sameDayCutoff"},message:"must have required property '"+"sameDayCutoff"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.closedDates === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "closedDates"},message:"must have required property '"+"closedDates"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.windows === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "windows"},message:"must have required property '"+"windows"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.zones === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "zones"},message:"must have required property '"+"zones"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.freeDeliveryFrom === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "freeDeliveryFrom"},message:"must have required property '"+"freeDeliveryFrom"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.pickupAddress === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pickupAddress"},message:"must have required property '"+"pickupAddress"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.outOfAreaFee === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "outOfAreaFee"},message:"must have required property '"+"outOfAreaFee"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func53.call(schema39.properties, key0))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.sameDayCutoff !== undefined){
let data0 = data.sameDayCutoff;
if((typeof data0 !== "string") && (data0 !== null)){
const err8 = {instancePath:instancePath+"/sameDayCutoff",schemaPath:"#/properties/sameDayCutoff/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.sameDayCutoff.type,parentSchema:schema39.properties.sameDayCutoff,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err9 = {instancePath:instancePath+"/sameDayCutoff",schemaPath:"#/properties/sameDayCutoff/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^([01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema39.properties.sameDayCutoff,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.closedDates !== undefined){
let data1 = data.closedDates;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(!(formats16.validate(data2))){
const err10 = {instancePath:instancePath+"/closedDates/" + i0,schemaPath:"#/properties/closedDates/items/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema39.properties.closedDates.items,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/closedDates/" + i0,schemaPath:"#/properties/closedDates/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.closedDates.items.type,parentSchema:schema39.properties.closedDates.items,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/closedDates",schemaPath:"#/properties/closedDates/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema39.properties.closedDates.type,parentSchema:schema39.properties.closedDates,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.windows !== undefined){
let data3 = data.windows;
if(Array.isArray(data3)){
if(data3.length > 4){
const err13 = {instancePath:instancePath+"/windows",schemaPath:"#/properties/windows/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items",schema:4,parentSchema:schema39.properties.windows,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.length < 1){
const err14 = {instancePath:instancePath+"/windows",schemaPath:"#/properties/windows/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema39.properties.windows,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
if(!(validate21(data3[i1], {instancePath:instancePath+"/windows/" + i1,parentData:data3,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/windows",schemaPath:"#/properties/windows/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema39.properties.windows.type,parentSchema:schema39.properties.windows,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.zones !== undefined){
let data5 = data.zones;
if(Array.isArray(data5)){
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
if(!(validate23(data5[i2], {instancePath:instancePath+"/zones/" + i2,parentData:data5,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath:instancePath+"/zones",schemaPath:"#/properties/zones/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema39.properties.zones.type,parentSchema:schema39.properties.zones,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.freeDeliveryFrom !== undefined){
let data7 = data.freeDeliveryFrom;
if((!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))) && (data7 !== null)){
const err17 = {instancePath:instancePath+"/freeDeliveryFrom",schemaPath:"#/properties/freeDeliveryFrom/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema39.properties.freeDeliveryFrom.type,parentSchema:schema39.properties.freeDeliveryFrom,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 < 0 || isNaN(data7)){
const err18 = {instancePath:instancePath+"/freeDeliveryFrom",schemaPath:"#/properties/freeDeliveryFrom/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema39.properties.freeDeliveryFrom,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(formats8.validate(data7))){
const err19 = {instancePath:instancePath+"/freeDeliveryFrom",schemaPath:"#/properties/freeDeliveryFrom/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema39.properties.freeDeliveryFrom,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.pickupAddress !== undefined){
let data8 = data.pickupAddress;
if((typeof data8 !== "string") && (data8 !== null)){
const err20 = {instancePath:instancePath+"/pickupAddress",schemaPath:"#/properties/pickupAddress/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.pickupAddress.type,parentSchema:schema39.properties.pickupAddress,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data8 === "string"){
if(func0(data8) < 1){
const err21 = {instancePath:instancePath+"/pickupAddress",schemaPath:"#/properties/pickupAddress/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema39.properties.pickupAddress,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.outOfAreaFee !== undefined){
let data9 = data.outOfAreaFee;
if((!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))) && (data9 !== null)){
const err22 = {instancePath:instancePath+"/outOfAreaFee",schemaPath:"#/properties/outOfAreaFee/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema39.properties.outOfAreaFee.type,parentSchema:schema39.properties.outOfAreaFee,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 < 0 || isNaN(data9)){
const err23 = {instancePath:instancePath+"/outOfAreaFee",schemaPath:"#/properties/outOfAreaFee/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema39.properties.outOfAreaFee,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(formats8.validate(data9))){
const err24 = {instancePath:instancePath+"/outOfAreaFee",schemaPath:"#/properties/outOfAreaFee/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema39.properties.outOfAreaFee,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.leadDays !== undefined){
let data10 = data.leadDays;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key1 in data10){
let data11 = data10[key1];
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err25 = {instancePath:instancePath+"/leadDays/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/leadDays/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema39.properties.leadDays.additionalProperties.type,parentSchema:schema39.properties.leadDays.additionalProperties,data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 60 || isNaN(data11)){
const err26 = {instancePath:instancePath+"/leadDays/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/leadDays/additionalProperties/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60",schema:60,parentSchema:schema39.properties.leadDays.additionalProperties,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err27 = {instancePath:instancePath+"/leadDays/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/leadDays/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema39.properties.leadDays.additionalProperties,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(formats2.validate(data11))){
const err28 = {instancePath:instancePath+"/leadDays/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/leadDays/additionalProperties/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema39.properties.leadDays.additionalProperties,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
}
else {
const err29 = {instancePath:instancePath+"/leadDays",schemaPath:"#/properties/leadDays/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.properties.leadDays.type,parentSchema:schema39.properties.leadDays,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.arrangementApprovalMinutes !== undefined){
let data12 = data.arrangementApprovalMinutes;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err30 = {instancePath:instancePath+"/arrangementApprovalMinutes",schemaPath:"#/properties/arrangementApprovalMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema39.properties.arrangementApprovalMinutes.type,parentSchema:schema39.properties.arrangementApprovalMinutes,data:data12};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data12 == "number"){
if(data12 > 1440 || isNaN(data12)){
const err31 = {instancePath:instancePath+"/arrangementApprovalMinutes",schemaPath:"#/properties/arrangementApprovalMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440",schema:1440,parentSchema:schema39.properties.arrangementApprovalMinutes,data:data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data12 < 5 || isNaN(data12)){
const err32 = {instancePath:instancePath+"/arrangementApprovalMinutes",schemaPath:"#/properties/arrangementApprovalMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 5},message:"must be >= 5",schema:5,parentSchema:schema39.properties.arrangementApprovalMinutes,data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!(formats2.validate(data12))){
const err33 = {instancePath:instancePath+"/arrangementApprovalMinutes",schemaPath:"#/properties/arrangementApprovalMinutes/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema39.properties.arrangementApprovalMinutes,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

export const v16 = validate25;
const schema44 = {"type":"object","additionalProperties":false,"required":["paramCode","paramName","deskripsi"],"properties":{"paramCode":{"type":"string","pattern":"^[0-9]{3}$"},"paramName":{"type":"string","minLength":1,"maxLength":100},"deskripsi":{"type":"string","minLength":1,"maxLength":500}}};
const pattern8 = new RegExp("^[0-9]{3}$", "u");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.paramCode === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paramCode"},message:"must have required property '"+"paramCode"+"'",schema:schema44.required,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.paramName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paramName"},message:"must have required property '"+"paramName"+"'",schema:schema44.required,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.deskripsi === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deskripsi"},message:"must have required property '"+"deskripsi"+"'",schema:schema44.required,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "paramCode") || (key0 === "paramName")) || (key0 === "deskripsi"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.paramCode !== undefined){
let data0 = data.paramCode;
if(typeof data0 === "string"){
if(!pattern8.test(data0)){
const err4 = {instancePath:instancePath+"/paramCode",schemaPath:"#/properties/paramCode/pattern",keyword:"pattern",params:{pattern: "^[0-9]{3}$"},message:"must match pattern \""+"^[0-9]{3}$"+"\"",schema:"^[0-9]{3}$",parentSchema:schema44.properties.paramCode,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/paramCode",schemaPath:"#/properties/paramCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.paramCode.type,parentSchema:schema44.properties.paramCode,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.paramName !== undefined){
let data1 = data.paramName;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err6 = {instancePath:instancePath+"/paramName",schemaPath:"#/properties/paramName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema44.properties.paramName,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data1) < 1){
const err7 = {instancePath:instancePath+"/paramName",schemaPath:"#/properties/paramName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema44.properties.paramName,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/paramName",schemaPath:"#/properties/paramName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.paramName.type,parentSchema:schema44.properties.paramName,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.deskripsi !== undefined){
let data2 = data.deskripsi;
if(typeof data2 === "string"){
if(func0(data2) > 500){
const err9 = {instancePath:instancePath+"/deskripsi",schemaPath:"#/properties/deskripsi/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema44.properties.deskripsi,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data2) < 1){
const err10 = {instancePath:instancePath+"/deskripsi",schemaPath:"#/properties/deskripsi/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema44.properties.deskripsi,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/deskripsi",schemaPath:"#/properties/deskripsi/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.deskripsi.type,parentSchema:schema44.properties.deskripsi,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

export const v17 = validate26;
const schema45 = {"type":"object","required":["id","paramCode","paramName","deskripsi"],"properties":{"id":{"type":"integer","format":"int32"},"paramCode":{"type":"string","pattern":"^[0-9]{3}$"},"paramName":{"type":"string","minLength":1,"maxLength":100},"deskripsi":{"type":"string","minLength":1,"maxLength":500}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.paramCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paramCode"},message:"must have required property '"+"paramCode"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.paramName === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paramName"},message:"must have required property '"+"paramName"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.deskripsi === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deskripsi"},message:"must have required property '"+"deskripsi"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema45.properties.id.type,parentSchema:schema45.properties.id,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data0 == "number"){
if(!(formats2.validate(data0))){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema45.properties.id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.paramCode !== undefined){
let data1 = data.paramCode;
if(typeof data1 === "string"){
if(!pattern8.test(data1)){
const err6 = {instancePath:instancePath+"/paramCode",schemaPath:"#/properties/paramCode/pattern",keyword:"pattern",params:{pattern: "^[0-9]{3}$"},message:"must match pattern \""+"^[0-9]{3}$"+"\"",schema:"^[0-9]{3}$",parentSchema:schema45.properties.paramCode,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/paramCode",schemaPath:"#/properties/paramCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.paramCode.type,parentSchema:schema45.properties.paramCode,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.paramName !== undefined){
let data2 = data.paramName;
if(typeof data2 === "string"){
if(func0(data2) > 100){
const err8 = {instancePath:instancePath+"/paramName",schemaPath:"#/properties/paramName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema45.properties.paramName,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func0(data2) < 1){
const err9 = {instancePath:instancePath+"/paramName",schemaPath:"#/properties/paramName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema45.properties.paramName,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/paramName",schemaPath:"#/properties/paramName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.paramName.type,parentSchema:schema45.properties.paramName,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.deskripsi !== undefined){
let data3 = data.deskripsi;
if(typeof data3 === "string"){
if(func0(data3) > 500){
const err11 = {instancePath:instancePath+"/deskripsi",schemaPath:"#/properties/deskripsi/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema45.properties.deskripsi,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data3) < 1){
const err12 = {instancePath:instancePath+"/deskripsi",schemaPath:"#/properties/deskripsi/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema45.properties.deskripsi,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/deskripsi",schemaPath:"#/properties/deskripsi/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.deskripsi.type,parentSchema:schema45.properties.deskripsi,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

export const v18 = validate27;
const schema46 = {"type":"object","x-proposed":true,"required":["format","occasion"],"properties":{"format":{"$ref":"#/components/schemas/MessageFormat"},"occasion":{"$ref":"#/components/schemas/MessageOccasion"},"religion":{"oneOf":[{"$ref":"#/components/schemas/Religion"},{"type":"string","nullable":true,"enum":[null]}]},"lines":{"$ref":"#/components/schemas/BoardTemplateLines"},"text":{"type":"string","minLength":1,"maxLength":200}}};
const schema47 = {"type":"string","x-proposed":true,"enum":["board","card"]};
const schema50 = {"type":"object","x-proposed":true,"required":["headline"],"properties":{"headline":{"type":"string","minLength":1,"maxLength":200},"recipient":{"type":"string","maxLength":200},"sender":{"type":"string","maxLength":200},"extra":{"type":"string","maxLength":200}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.format === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.occasion === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "occasion"},message:"must have required property '"+"occasion"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.format !== undefined){
let data0 = data.format;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/format",schemaPath:"#/components/schemas/MessageFormat/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.type,parentSchema:schema47,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "board") || (data0 === "card"))){
const err3 = {instancePath:instancePath+"/format",schemaPath:"#/components/schemas/MessageFormat/enum",keyword:"enum",params:{allowedValues: schema47.enum},message:"must be equal to one of the allowed values",schema:schema47.enum,parentSchema:schema47,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.occasion !== undefined){
let data1 = data.occasion;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/occasion",schemaPath:"#/components/schemas/MessageOccasion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema3.type,parentSchema:schema3,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((((((((((data1 === "duka") || (data1 === "pernikahan")) || (data1 === "pembukaan")) || (data1 === "ulang_tahun")) || (data1 === "wisuda")) || (data1 === "selamat")) || (data1 === "lebaran")) || (data1 === "imlek")) || (data1 === "natal")) || (data1 === "hari_ibu")) || (data1 === "valentine"))){
const err5 = {instancePath:instancePath+"/occasion",schemaPath:"#/components/schemas/MessageOccasion/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values",schema:schema3.enum,parentSchema:schema3,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.religion !== undefined){
let data2 = data.religion;
const _errs8 = errors;
let valid3 = false;
let passing0 = null;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/religion",schemaPath:"#/components/schemas/Religion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema4.type,parentSchema:schema4,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((((data2 === "islam") || (data2 === "kristen")) || (data2 === "katolik")) || (data2 === "hindu")) || (data2 === "buddha")) || (data2 === "konghucu")) || (data2 === "umum"))){
const err7 = {instancePath:instancePath+"/religion",schemaPath:"#/components/schemas/Religion/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values",schema:schema4.enum,parentSchema:schema4,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs12 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
const err8 = {instancePath:instancePath+"/religion",schemaPath:"#/properties/religion/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.religion.oneOf[1].type,parentSchema:schema46.properties.religion.oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(data2 === null)){
const err9 = {instancePath:instancePath+"/religion",schemaPath:"#/properties/religion/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema46.properties.religion.oneOf[1].enum},message:"must be equal to one of the allowed values",schema:schema46.properties.religion.oneOf[1].enum,parentSchema:schema46.properties.religion.oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err10 = {instancePath:instancePath+"/religion",schemaPath:"#/properties/religion/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema46.properties.religion.oneOf,parentSchema:schema46.properties.religion,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.lines !== undefined){
let data3 = data.lines;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.headline === undefined){
const err11 = {instancePath:instancePath+"/lines",schemaPath:"#/components/schemas/BoardTemplateLines/required",keyword:"required",params:{missingProperty: "headline"},message:"must have required property '"+"headline"+"'",schema:schema50.required,parentSchema:schema50,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.headline !== undefined){
let data4 = data3.headline;
if(typeof data4 === "string"){
if(func0(data4) > 200){
const err12 = {instancePath:instancePath+"/lines/headline",schemaPath:"#/components/schemas/BoardTemplateLines/properties/headline/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema50.properties.headline,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data4) < 1){
const err13 = {instancePath:instancePath+"/lines/headline",schemaPath:"#/components/schemas/BoardTemplateLines/properties/headline/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema50.properties.headline,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/lines/headline",schemaPath:"#/components/schemas/BoardTemplateLines/properties/headline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.headline.type,parentSchema:schema50.properties.headline,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.recipient !== undefined){
let data5 = data3.recipient;
if(typeof data5 === "string"){
if(func0(data5) > 200){
const err15 = {instancePath:instancePath+"/lines/recipient",schemaPath:"#/components/schemas/BoardTemplateLines/properties/recipient/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema50.properties.recipient,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/lines/recipient",schemaPath:"#/components/schemas/BoardTemplateLines/properties/recipient/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.recipient.type,parentSchema:schema50.properties.recipient,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.sender !== undefined){
let data6 = data3.sender;
if(typeof data6 === "string"){
if(func0(data6) > 200){
const err17 = {instancePath:instancePath+"/lines/sender",schemaPath:"#/components/schemas/BoardTemplateLines/properties/sender/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema50.properties.sender,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/lines/sender",schemaPath:"#/components/schemas/BoardTemplateLines/properties/sender/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.sender.type,parentSchema:schema50.properties.sender,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data3.extra !== undefined){
let data7 = data3.extra;
if(typeof data7 === "string"){
if(func0(data7) > 200){
const err19 = {instancePath:instancePath+"/lines/extra",schemaPath:"#/components/schemas/BoardTemplateLines/properties/extra/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema50.properties.extra,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/lines/extra",schemaPath:"#/components/schemas/BoardTemplateLines/properties/extra/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.extra.type,parentSchema:schema50.properties.extra,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/lines",schemaPath:"#/components/schemas/BoardTemplateLines/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.type,parentSchema:schema50,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.text !== undefined){
let data8 = data.text;
if(typeof data8 === "string"){
if(func0(data8) > 200){
const err22 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema46.properties.text,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func0(data8) < 1){
const err23 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.text,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.text.type,parentSchema:schema46.properties.text,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

export const v19 = validate28;

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.format === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.occasion === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "occasion"},message:"must have required property '"+"occasion"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.format !== undefined){
let data0 = data.format;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/format",schemaPath:"#/components/schemas/MessageFormat/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.type,parentSchema:schema47,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "board") || (data0 === "card"))){
const err3 = {instancePath:instancePath+"/format",schemaPath:"#/components/schemas/MessageFormat/enum",keyword:"enum",params:{allowedValues: schema47.enum},message:"must be equal to one of the allowed values",schema:schema47.enum,parentSchema:schema47,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.occasion !== undefined){
let data1 = data.occasion;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/occasion",schemaPath:"#/components/schemas/MessageOccasion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema3.type,parentSchema:schema3,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((((((((((data1 === "duka") || (data1 === "pernikahan")) || (data1 === "pembukaan")) || (data1 === "ulang_tahun")) || (data1 === "wisuda")) || (data1 === "selamat")) || (data1 === "lebaran")) || (data1 === "imlek")) || (data1 === "natal")) || (data1 === "hari_ibu")) || (data1 === "valentine"))){
const err5 = {instancePath:instancePath+"/occasion",schemaPath:"#/components/schemas/MessageOccasion/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values",schema:schema3.enum,parentSchema:schema3,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.religion !== undefined){
let data2 = data.religion;
const _errs8 = errors;
let valid3 = false;
let passing0 = null;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/religion",schemaPath:"#/components/schemas/Religion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema4.type,parentSchema:schema4,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((((data2 === "islam") || (data2 === "kristen")) || (data2 === "katolik")) || (data2 === "hindu")) || (data2 === "buddha")) || (data2 === "konghucu")) || (data2 === "umum"))){
const err7 = {instancePath:instancePath+"/religion",schemaPath:"#/components/schemas/Religion/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values",schema:schema4.enum,parentSchema:schema4,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs12 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
const err8 = {instancePath:instancePath+"/religion",schemaPath:"#/properties/religion/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.religion.oneOf[1].type,parentSchema:schema46.properties.religion.oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(data2 === null)){
const err9 = {instancePath:instancePath+"/religion",schemaPath:"#/properties/religion/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema46.properties.religion.oneOf[1].enum},message:"must be equal to one of the allowed values",schema:schema46.properties.religion.oneOf[1].enum,parentSchema:schema46.properties.religion.oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err10 = {instancePath:instancePath+"/religion",schemaPath:"#/properties/religion/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema46.properties.religion.oneOf,parentSchema:schema46.properties.religion,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.lines !== undefined){
let data3 = data.lines;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.headline === undefined){
const err11 = {instancePath:instancePath+"/lines",schemaPath:"#/components/schemas/BoardTemplateLines/required",keyword:"required",params:{missingProperty: "headline"},message:"must have required property '"+"headline"+"'",schema:schema50.required,parentSchema:schema50,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.headline !== undefined){
let data4 = data3.headline;
if(typeof data4 === "string"){
if(func0(data4) > 200){
const err12 = {instancePath:instancePath+"/lines/headline",schemaPath:"#/components/schemas/BoardTemplateLines/properties/headline/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema50.properties.headline,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data4) < 1){
const err13 = {instancePath:instancePath+"/lines/headline",schemaPath:"#/components/schemas/BoardTemplateLines/properties/headline/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema50.properties.headline,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/lines/headline",schemaPath:"#/components/schemas/BoardTemplateLines/properties/headline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.headline.type,parentSchema:schema50.properties.headline,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.recipient !== undefined){
let data5 = data3.recipient;
if(typeof data5 === "string"){
if(func0(data5) > 200){
const err15 = {instancePath:instancePath+"/lines/recipient",schemaPath:"#/components/schemas/BoardTemplateLines/properties/recipient/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema50.properties.recipient,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/lines/recipient",schemaPath:"#/components/schemas/BoardTemplateLines/properties/recipient/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.recipient.type,parentSchema:schema50.properties.recipient,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.sender !== undefined){
let data6 = data3.sender;
if(typeof data6 === "string"){
if(func0(data6) > 200){
const err17 = {instancePath:instancePath+"/lines/sender",schemaPath:"#/components/schemas/BoardTemplateLines/properties/sender/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema50.properties.sender,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/lines/sender",schemaPath:"#/components/schemas/BoardTemplateLines/properties/sender/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.sender.type,parentSchema:schema50.properties.sender,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data3.extra !== undefined){
let data7 = data3.extra;
if(typeof data7 === "string"){
if(func0(data7) > 200){
const err19 = {instancePath:instancePath+"/lines/extra",schemaPath:"#/components/schemas/BoardTemplateLines/properties/extra/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema50.properties.extra,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/lines/extra",schemaPath:"#/components/schemas/BoardTemplateLines/properties/extra/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.extra.type,parentSchema:schema50.properties.extra,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/lines",schemaPath:"#/components/schemas/BoardTemplateLines/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.type,parentSchema:schema50,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.text !== undefined){
let data8 = data.text;
if(typeof data8 === "string"){
if(func0(data8) > 200){
const err22 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema46.properties.text,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func0(data8) < 1){
const err23 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.text,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.text.type,parentSchema:schema46.properties.text,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}

export const v20 = validate29;
const schema56 = {"type":"object","x-proposed":true,"required":["order_id","status_code","gross_amount","transaction_status"],"properties":{"order_id":{"type":"string","maxLength":100},"status_code":{"type":"string","maxLength":3},"gross_amount":{"type":"string","maxLength":20},"signature_key":{"type":"string","maxLength":200},"transaction_status":{"type":"string","enum":["capture","settlement","pending","deny","cancel","expire","failure","refund","partial_refund"]},"transaction_id":{"type":"string","maxLength":100},"payment_type":{"type":"string","maxLength":40},"fraud_status":{"type":"string","maxLength":20},"transaction_time":{"type":"string","maxLength":40}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.order_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "order_id"},message:"must have required property '"+"order_id"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status_code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status_code"},message:"must have required property '"+"status_code"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.gross_amount === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "gross_amount"},message:"must have required property '"+"gross_amount"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.transaction_status === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transaction_status"},message:"must have required property '"+"transaction_status"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.order_id !== undefined){
let data0 = data.order_id;
if(typeof data0 === "string"){
if(func0(data0) > 100){
const err4 = {instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema56.properties.order_id,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.order_id.type,parentSchema:schema56.properties.order_id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.status_code !== undefined){
let data1 = data.status_code;
if(typeof data1 === "string"){
if(func0(data1) > 3){
const err6 = {instancePath:instancePath+"/status_code",schemaPath:"#/properties/status_code/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters",schema:3,parentSchema:schema56.properties.status_code,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/status_code",schemaPath:"#/properties/status_code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.status_code.type,parentSchema:schema56.properties.status_code,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.gross_amount !== undefined){
let data2 = data.gross_amount;
if(typeof data2 === "string"){
if(func0(data2) > 20){
const err8 = {instancePath:instancePath+"/gross_amount",schemaPath:"#/properties/gross_amount/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema56.properties.gross_amount,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/gross_amount",schemaPath:"#/properties/gross_amount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.gross_amount.type,parentSchema:schema56.properties.gross_amount,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.signature_key !== undefined){
let data3 = data.signature_key;
if(typeof data3 === "string"){
if(func0(data3) > 200){
const err10 = {instancePath:instancePath+"/signature_key",schemaPath:"#/properties/signature_key/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema56.properties.signature_key,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/signature_key",schemaPath:"#/properties/signature_key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.signature_key.type,parentSchema:schema56.properties.signature_key,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.transaction_status !== undefined){
let data4 = data.transaction_status;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/transaction_status",schemaPath:"#/properties/transaction_status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.transaction_status.type,parentSchema:schema56.properties.transaction_status,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((((((((data4 === "capture") || (data4 === "settlement")) || (data4 === "pending")) || (data4 === "deny")) || (data4 === "cancel")) || (data4 === "expire")) || (data4 === "failure")) || (data4 === "refund")) || (data4 === "partial_refund"))){
const err13 = {instancePath:instancePath+"/transaction_status",schemaPath:"#/properties/transaction_status/enum",keyword:"enum",params:{allowedValues: schema56.properties.transaction_status.enum},message:"must be equal to one of the allowed values",schema:schema56.properties.transaction_status.enum,parentSchema:schema56.properties.transaction_status,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.transaction_id !== undefined){
let data5 = data.transaction_id;
if(typeof data5 === "string"){
if(func0(data5) > 100){
const err14 = {instancePath:instancePath+"/transaction_id",schemaPath:"#/properties/transaction_id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema56.properties.transaction_id,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/transaction_id",schemaPath:"#/properties/transaction_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.transaction_id.type,parentSchema:schema56.properties.transaction_id,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.payment_type !== undefined){
let data6 = data.payment_type;
if(typeof data6 === "string"){
if(func0(data6) > 40){
const err16 = {instancePath:instancePath+"/payment_type",schemaPath:"#/properties/payment_type/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema56.properties.payment_type,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/payment_type",schemaPath:"#/properties/payment_type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.payment_type.type,parentSchema:schema56.properties.payment_type,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.fraud_status !== undefined){
let data7 = data.fraud_status;
if(typeof data7 === "string"){
if(func0(data7) > 20){
const err18 = {instancePath:instancePath+"/fraud_status",schemaPath:"#/properties/fraud_status/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema56.properties.fraud_status,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/fraud_status",schemaPath:"#/properties/fraud_status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.fraud_status.type,parentSchema:schema56.properties.fraud_status,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.transaction_time !== undefined){
let data8 = data.transaction_time;
if(typeof data8 === "string"){
if(func0(data8) > 40){
const err20 = {instancePath:instancePath+"/transaction_time",schemaPath:"#/properties/transaction_time/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema56.properties.transaction_time,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/transaction_time",schemaPath:"#/properties/transaction_time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.transaction_time.type,parentSchema:schema56.properties.transaction_time,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema56.type,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}

export const v21 = validate30;
const schema57 = {"type":"object","x-proposed":true,"required":["id","external_id","status","amount"],"properties":{"id":{"type":"string","maxLength":100},"external_id":{"type":"string","maxLength":100},"status":{"type":"string","enum":["PENDING","PAID","SETTLED","EXPIRED"]},"amount":{"type":"number"},"paid_amount":{"type":"number"},"payment_method":{"type":"string","maxLength":40},"payment_channel":{"type":"string","maxLength":40},"paid_at":{"type":"string","maxLength":40}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.external_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "external_id"},message:"must have required property '"+"external_id"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.amount === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(func0(data0) > 100){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema57.properties.id,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.id.type,parentSchema:schema57.properties.id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.external_id !== undefined){
let data1 = data.external_id;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err6 = {instancePath:instancePath+"/external_id",schemaPath:"#/properties/external_id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema57.properties.external_id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/external_id",schemaPath:"#/properties/external_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.external_id.type,parentSchema:schema57.properties.external_id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.status.type,parentSchema:schema57.properties.status,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((data2 === "PENDING") || (data2 === "PAID")) || (data2 === "SETTLED")) || (data2 === "EXPIRED"))){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema57.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema57.properties.status.enum,parentSchema:schema57.properties.status,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.amount !== undefined){
let data3 = data.amount;
if(!(typeof data3 == "number")){
const err10 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.amount.type,parentSchema:schema57.properties.amount,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.paid_amount !== undefined){
let data4 = data.paid_amount;
if(!(typeof data4 == "number")){
const err11 = {instancePath:instancePath+"/paid_amount",schemaPath:"#/properties/paid_amount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.paid_amount.type,parentSchema:schema57.properties.paid_amount,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.payment_method !== undefined){
let data5 = data.payment_method;
if(typeof data5 === "string"){
if(func0(data5) > 40){
const err12 = {instancePath:instancePath+"/payment_method",schemaPath:"#/properties/payment_method/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema57.properties.payment_method,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/payment_method",schemaPath:"#/properties/payment_method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.payment_method.type,parentSchema:schema57.properties.payment_method,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.payment_channel !== undefined){
let data6 = data.payment_channel;
if(typeof data6 === "string"){
if(func0(data6) > 40){
const err14 = {instancePath:instancePath+"/payment_channel",schemaPath:"#/properties/payment_channel/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema57.properties.payment_channel,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/payment_channel",schemaPath:"#/properties/payment_channel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.payment_channel.type,parentSchema:schema57.properties.payment_channel,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.paid_at !== undefined){
let data7 = data.paid_at;
if(typeof data7 === "string"){
if(func0(data7) > 40){
const err16 = {instancePath:instancePath+"/paid_at",schemaPath:"#/properties/paid_at/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema57.properties.paid_at,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/paid_at",schemaPath:"#/properties/paid_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.paid_at.type,parentSchema:schema57.properties.paid_at,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.type,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}

export const v22 = validate31;
const schema58 = {"type":"object","x-proposed":true,"additionalProperties":false,"required":["decision"],"properties":{"decision":{"type":"string","enum":["accept","refund"]}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.decision === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "decision"},message:"must have required property '"+"decision"+"'",schema:schema58.required,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "decision")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.decision !== undefined){
let data0 = data.decision;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.decision.type,parentSchema:schema58.properties.decision,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "accept") || (data0 === "refund"))){
const err3 = {instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/enum",keyword:"enum",params:{allowedValues: schema58.properties.decision.enum},message:"must be equal to one of the allowed values",schema:schema58.properties.decision.enum,parentSchema:schema58.properties.decision,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema58.type,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}

export const v23 = validate32;
const schema59 = {"type":"object","x-proposed":true,"additionalProperties":false,"required":["enabled","provider","methods","sessionMinutes","manualTransfer"],"properties":{"enabled":{"type":"boolean"},"provider":{"$ref":"#/components/schemas/PaymentProvider"},"methods":{"type":"array","maxItems":9,"items":{"$ref":"#/components/schemas/PaymentMethod"}},"sessionMinutes":{"$ref":"#/components/schemas/SessionMinutes"},"manualTransfer":{"type":"boolean"}}};
const schema60 = {"type":"string","x-proposed":true,"enum":["midtrans","xendit"]};
const schema61 = {"type":"string","x-proposed":true,"enum":["qris","va_bca","va_mandiri","va_bni","va_bri","gopay","shopeepay","dana","ovo"]};
const schema62 = {"type":"object","x-proposed":true,"additionalProperties":false,"required":["qris","va","ewallet"],"properties":{"qris":{"type":"integer","format":"int32","minimum":5,"maximum":1440},"va":{"type":"integer","format":"int32","minimum":5,"maximum":1440},"ewallet":{"type":"integer","format":"int32","minimum":5,"maximum":1440}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.enabled === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enabled"},message:"must have required property '"+"enabled"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.provider === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.methods === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "methods"},message:"must have required property '"+"methods"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.sessionMinutes === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sessionMinutes"},message:"must have required property '"+"sessionMinutes"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.manualTransfer === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "manualTransfer"},message:"must have required property '"+"manualTransfer"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "enabled") || (key0 === "provider")) || (key0 === "methods")) || (key0 === "sessionMinutes")) || (key0 === "manualTransfer"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.enabled !== undefined){
let data0 = data.enabled;
if(typeof data0 !== "boolean"){
const err6 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema59.properties.enabled.type,parentSchema:schema59.properties.enabled,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.provider !== undefined){
let data1 = data.provider;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/provider",schemaPath:"#/components/schemas/PaymentProvider/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.type,parentSchema:schema60,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data1 === "midtrans") || (data1 === "xendit"))){
const err8 = {instancePath:instancePath+"/provider",schemaPath:"#/components/schemas/PaymentProvider/enum",keyword:"enum",params:{allowedValues: schema60.enum},message:"must be equal to one of the allowed values",schema:schema60.enum,parentSchema:schema60,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.methods !== undefined){
let data2 = data.methods;
if(Array.isArray(data2)){
if(data2.length > 9){
const err9 = {instancePath:instancePath+"/methods",schemaPath:"#/properties/methods/maxItems",keyword:"maxItems",params:{limit: 9},message:"must NOT have more than 9 items",schema:9,parentSchema:schema59.properties.methods,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/methods/" + i0,schemaPath:"#/components/schemas/PaymentMethod/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.type,parentSchema:schema61,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((((((((data3 === "qris") || (data3 === "va_bca")) || (data3 === "va_mandiri")) || (data3 === "va_bni")) || (data3 === "va_bri")) || (data3 === "gopay")) || (data3 === "shopeepay")) || (data3 === "dana")) || (data3 === "ovo"))){
const err11 = {instancePath:instancePath+"/methods/" + i0,schemaPath:"#/components/schemas/PaymentMethod/enum",keyword:"enum",params:{allowedValues: schema61.enum},message:"must be equal to one of the allowed values",schema:schema61.enum,parentSchema:schema61,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/methods",schemaPath:"#/properties/methods/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema59.properties.methods.type,parentSchema:schema59.properties.methods,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.sessionMinutes !== undefined){
let data4 = data.sessionMinutes;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.qris === undefined){
const err13 = {instancePath:instancePath+"/sessionMinutes",schemaPath:"#/components/schemas/SessionMinutes/required",keyword:"required",params:{missingProperty: "qris"},message:"must have required property '"+"qris"+"'",schema:schema62.required,parentSchema:schema62,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.va === undefined){
const err14 = {instancePath:instancePath+"/sessionMinutes",schemaPath:"#/components/schemas/SessionMinutes/required",keyword:"required",params:{missingProperty: "va"},message:"must have required property '"+"va"+"'",schema:schema62.required,parentSchema:schema62,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.ewallet === undefined){
const err15 = {instancePath:instancePath+"/sessionMinutes",schemaPath:"#/components/schemas/SessionMinutes/required",keyword:"required",params:{missingProperty: "ewallet"},message:"must have required property '"+"ewallet"+"'",schema:schema62.required,parentSchema:schema62,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data4){
if(!(((key1 === "qris") || (key1 === "va")) || (key1 === "ewallet"))){
const err16 = {instancePath:instancePath+"/sessionMinutes",schemaPath:"#/components/schemas/SessionMinutes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema62,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.qris !== undefined){
let data5 = data4.qris;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err17 = {instancePath:instancePath+"/sessionMinutes/qris",schemaPath:"#/components/schemas/SessionMinutes/properties/qris/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.properties.qris.type,parentSchema:schema62.properties.qris,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 1440 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/sessionMinutes/qris",schemaPath:"#/components/schemas/SessionMinutes/properties/qris/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440",schema:1440,parentSchema:schema62.properties.qris,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5 < 5 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/sessionMinutes/qris",schemaPath:"#/components/schemas/SessionMinutes/properties/qris/minimum",keyword:"minimum",params:{comparison: ">=", limit: 5},message:"must be >= 5",schema:5,parentSchema:schema62.properties.qris,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(formats2.validate(data5))){
const err20 = {instancePath:instancePath+"/sessionMinutes/qris",schemaPath:"#/components/schemas/SessionMinutes/properties/qris/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema62.properties.qris,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data4.va !== undefined){
let data6 = data4.va;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err21 = {instancePath:instancePath+"/sessionMinutes/va",schemaPath:"#/components/schemas/SessionMinutes/properties/va/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.properties.va.type,parentSchema:schema62.properties.va,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 1440 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/sessionMinutes/va",schemaPath:"#/components/schemas/SessionMinutes/properties/va/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440",schema:1440,parentSchema:schema62.properties.va,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6 < 5 || isNaN(data6)){
const err23 = {instancePath:instancePath+"/sessionMinutes/va",schemaPath:"#/components/schemas/SessionMinutes/properties/va/minimum",keyword:"minimum",params:{comparison: ">=", limit: 5},message:"must be >= 5",schema:5,parentSchema:schema62.properties.va,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(formats2.validate(data6))){
const err24 = {instancePath:instancePath+"/sessionMinutes/va",schemaPath:"#/components/schemas/SessionMinutes/properties/va/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema62.properties.va,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data4.ewallet !== undefined){
let data7 = data4.ewallet;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err25 = {instancePath:instancePath+"/sessionMinutes/ewallet",schemaPath:"#/components/schemas/SessionMinutes/properties/ewallet/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.properties.ewallet.type,parentSchema:schema62.properties.ewallet,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 1440 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/sessionMinutes/ewallet",schemaPath:"#/components/schemas/SessionMinutes/properties/ewallet/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440",schema:1440,parentSchema:schema62.properties.ewallet,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7 < 5 || isNaN(data7)){
const err27 = {instancePath:instancePath+"/sessionMinutes/ewallet",schemaPath:"#/components/schemas/SessionMinutes/properties/ewallet/minimum",keyword:"minimum",params:{comparison: ">=", limit: 5},message:"must be >= 5",schema:5,parentSchema:schema62.properties.ewallet,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(formats2.validate(data7))){
const err28 = {instancePath:instancePath+"/sessionMinutes/ewallet",schemaPath:"#/components/schemas/SessionMinutes/properties/ewallet/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema62.properties.ewallet,data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
}
else {
const err29 = {instancePath:instancePath+"/sessionMinutes",schemaPath:"#/components/schemas/SessionMinutes/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.type,parentSchema:schema62,data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.manualTransfer !== undefined){
let data8 = data.manualTransfer;
if(typeof data8 !== "boolean"){
const err30 = {instancePath:instancePath+"/manualTransfer",schemaPath:"#/properties/manualTransfer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema59.properties.manualTransfer.type,parentSchema:schema59.properties.manualTransfer,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema59.type,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}

export const v24 = validate33;
const schema63 = {"type":"object","x-proposed":true,"additionalProperties":false,"required":["decision"],"properties":{"decision":{"type":"string","enum":["approve","change"]},"note":{"type":"string","maxLength":500}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.decision === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "decision"},message:"must have required property '"+"decision"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "decision") || (key0 === "note"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.decision !== undefined){
let data0 = data.decision;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.decision.type,parentSchema:schema63.properties.decision,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "approve") || (data0 === "change"))){
const err3 = {instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/enum",keyword:"enum",params:{allowedValues: schema63.properties.decision.enum},message:"must be equal to one of the allowed values",schema:schema63.properties.decision.enum,parentSchema:schema63.properties.decision,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.note !== undefined){
let data1 = data.note;
if(typeof data1 === "string"){
if(func0(data1) > 500){
const err4 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema63.properties.note,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.note.type,parentSchema:schema63.properties.note,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}

export const v25 = validate34;
const schema64 = {"type":"object","x-proposed":true,"required":["purpose","method"],"properties":{"purpose":{"$ref":"#/components/schemas/PaymentPurpose"},"method":{"$ref":"#/components/schemas/PaymentMethod"}}};
const schema65 = {"type":"string","x-proposed":true,"enum":["deposit","balance"]};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.purpose === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "purpose"},message:"must have required property '"+"purpose"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.method === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.purpose !== undefined){
let data0 = data.purpose;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/purpose",schemaPath:"#/components/schemas/PaymentPurpose/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.type,parentSchema:schema65,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "deposit") || (data0 === "balance"))){
const err3 = {instancePath:instancePath+"/purpose",schemaPath:"#/components/schemas/PaymentPurpose/enum",keyword:"enum",params:{allowedValues: schema65.enum},message:"must be equal to one of the allowed values",schema:schema65.enum,parentSchema:schema65,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.method !== undefined){
let data1 = data.method;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/method",schemaPath:"#/components/schemas/PaymentMethod/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.type,parentSchema:schema61,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((((((((data1 === "qris") || (data1 === "va_bca")) || (data1 === "va_mandiri")) || (data1 === "va_bni")) || (data1 === "va_bri")) || (data1 === "gopay")) || (data1 === "shopeepay")) || (data1 === "dana")) || (data1 === "ovo"))){
const err5 = {instancePath:instancePath+"/method",schemaPath:"#/components/schemas/PaymentMethod/enum",keyword:"enum",params:{allowedValues: schema61.enum},message:"must be equal to one of the allowed values",schema:schema61.enum,parentSchema:schema61,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.type,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}

export const v26 = validate35;
const schema67 = {"type":"object","additionalProperties":false,"required":["username","password"],"properties":{"username":{"type":"string","minLength":1},"password":{"type":"string","format":"password","minLength":1}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.username === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.password === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "username") || (key0 === "password"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.username !== undefined){
let data0 = data.username;
if(typeof data0 === "string"){
if(func0(data0) < 1){
const err3 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema67.properties.username,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.username.type,parentSchema:schema67.properties.username,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.password !== undefined){
let data1 = data.password;
if(typeof data1 === "string"){
if(func0(data1) < 1){
const err5 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema67.properties.password,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.password.type,parentSchema:schema67.properties.password,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}

export const v27 = validate36;
const schema68 = {"type":"object","additionalProperties":false,"required":["username","password","role"],"properties":{"username":{"type":"string","minLength":3},"password":{"type":"string","format":"password","minLength":6},"role":{"type":"string","enum":["Admin","User","Manager","Driver"],"x-proposed-values":["Driver"]}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.username === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.password === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.role === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "username") || (key0 === "password")) || (key0 === "role"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.username !== undefined){
let data0 = data.username;
if(typeof data0 === "string"){
if(func0(data0) < 3){
const err4 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters",schema:3,parentSchema:schema68.properties.username,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.username.type,parentSchema:schema68.properties.username,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.password !== undefined){
let data1 = data.password;
if(typeof data1 === "string"){
if(func0(data1) < 6){
const err6 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 6},message:"must NOT have fewer than 6 characters",schema:6,parentSchema:schema68.properties.password,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.password.type,parentSchema:schema68.properties.password,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.role !== undefined){
let data2 = data.role;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.role.type,parentSchema:schema68.properties.role,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((data2 === "Admin") || (data2 === "User")) || (data2 === "Manager")) || (data2 === "Driver"))){
const err9 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema68.properties.role.enum},message:"must be equal to one of the allowed values",schema:schema68.properties.role.enum,parentSchema:schema68.properties.role,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema68.type,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}

/** Request schema pointer → its validator. */
export const bodyValidators = {
  "#/paths/~1api~1CustomerOrder/post/requestBody/content/application~1json/schema": v0,
  "#/paths/~1api~1CustomerOrder~1{id}/put/requestBody/content/application~1json/schema": v1,
  "#/paths/~1api~1CustomerOrder~1{id}~1assignment/put/requestBody/content/application~1json/schema": v2,
  "#/paths/~1api~1CustomerOrder~1{id}~1board/put/requestBody/content/application~1json/schema": v3,
  "#/paths/~1api~1CustomerOrder~1{id}~1payment-proofs~1{proofID}/put/requestBody/content/application~1json/schema": v4,
  "#/paths/~1api~1CustomerOrder~1{id}~1payment-status/put/requestBody/content/application~1json/schema": v5,
  "#/paths/~1api~1CustomerOrder~1{id}~1refunds/post/requestBody/content/application~1json/schema": v6,
  "#/paths/~1api~1CustomerOrder~1{id}~1status/put/requestBody/content/application~1json/schema": v7,
  "#/paths/~1api~1FlowerCategory/post/requestBody/content/application~1json/schema": v8,
  "#/paths/~1api~1FlowerCategory~1{id}/put/requestBody/content/application~1json/schema": v9,
  "#/paths/~1api~1FlowerProduct/post/requestBody/content/application~1json/schema": v10,
  "#/paths/~1api~1FlowerProduct~1{id}/put/requestBody/content/application~1json/schema": v11,
  "#/paths/~1api~1Gallery/post/requestBody/content/application~1json/schema": v12,
  "#/paths/~1api~1Gallery~1{id}/put/requestBody/content/application~1json/schema": v13,
  "#/paths/~1api~1Gallery~1{id}~1order/put/requestBody/content/application~1json/schema": v14,
  "#/paths/~1api~1delivery~1settings/put/requestBody/content/application~1json/schema": v15,
  "#/paths/~1api~1general/post/requestBody/content/application~1json/schema": v16,
  "#/paths/~1api~1general~1{id}/put/requestBody/content/application~1json/schema": v17,
  "#/paths/~1api~1message-templates/post/requestBody/content/application~1json/schema": v18,
  "#/paths/~1api~1message-templates~1{id}/put/requestBody/content/application~1json/schema": v19,
  "#/paths/~1api~1payments~1notifications~1midtrans/post/requestBody/content/application~1json/schema": v20,
  "#/paths/~1api~1payments~1notifications~1xendit/post/requestBody/content/application~1json/schema": v21,
  "#/paths/~1api~1payments~1sessions~1{sessionID}~1resolution/put/requestBody/content/application~1json/schema": v22,
  "#/paths/~1api~1payments~1settings/put/requestBody/content/application~1json/schema": v23,
  "#/paths/~1api~1public~1orders~1{orderID}~1arrangement-approval/put/requestBody/content/application~1json/schema": v24,
  "#/paths/~1api~1public~1orders~1{orderID}~1payment-sessions/post/requestBody/content/application~1json/schema": v25,
  "#/paths/~1auth~1login/post/requestBody/content/application~1json/schema": v26,
  "#/paths/~1users~1api~1users~1create/post/requestBody/content/application~1json/schema": v27,
};
